import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/test-app';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './index.ts';
import { seedBoards } from './seed.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let handle: DatabaseHandle;
beforeAll(async () => {
  ctx = await createTestApp();
  handle = openDatabase(ctx.config.database);
});
afterAll(async () => {
  await handle.close();
  await ctx.close();
});

describe('database', () => {
  it('migrations and seeds can run again on every start without changes', async () => {
    await migrateToLatest(handle);
    await seedBoards(handle.db);
    const boards = await handle.db
      .selectFrom('boards')
      .select(['slug', 'name_ko', 'name_es', 'name_en', 'archived'])
      .orderBy('position')
      .execute();
    expect(boards.map((b) => b.slug)).toEqual(['qna', 'tips', 'companions', 'free']);
    expect(boards.every((b) => b.name_ko && b.name_es && b.name_en && !b.archived)).toBe(true);
  });

  it('keeps nicknames unique whatever the letter case, even past the service check', async () => {
    const now = new Date().toISOString();
    const row = (id: string, email: string, nickname: string) => ({
      id,
      email,
      nickname,
      email_verified: false,
      created_at: now,
      updated_at: now,
    });
    await handle.db
      .insertInto('users')
      .values(row('u-case-1', 'case1@example.com', 'Haru'))
      .execute();
    await expect(
      handle.db
        .insertInto('users')
        .values(row('u-case-2', 'case2@example.com', 'HARU'))
        .execute(),
    ).rejects.toThrow(/users_nickname_lower_key|unique/i);
  });
});
