import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server/test/test-app';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../index.ts';
import { userTextMatches } from '../search.ts';
import { migrationsFor } from './index.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DatabaseHandle;
let migrator: Migrator;
beforeAll(async () => {
  database = await createTestDatabase();
  handle = openDatabase(database.database);
  const migrations = migrationsFor(handle.dialect);
  migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

const names = () => Object.keys(migrationsFor(handle.dialect));
const before014 = () => names()[names().indexOf('014-account-status') - 1]!;
const raw = () => handle.db as unknown as Kysely<{ users: Record<string, unknown> }>;

async function insertUser(id: string, status: string, deletedAt: string | null = null) {
  const now = new Date().toISOString();
  await raw()
    .insertInto('users')
    .values({
      id,
      email: `${id}@example.com`,
      nickname: id,
      status,
      deleted_at: deletedAt,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
const statusOf = async (id: string) =>
  (await raw().selectFrom('users').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('migration 014: an admin deactivation is stored as status deactivated', () => {
  it('rewrites existing rows, then refuses the old value', async () => {
    const { error } = await migrator.migrateTo(before014());
    expect(error).toBeUndefined();
    await insertUser('m14-active', 'active');
    await insertUser('m14-deactivated', 'deleted');
    await insertUser('m14-erased', 'deleted', new Date().toISOString());
    await expect(insertUser('m14-early', 'deactivated')).rejects.toThrow(/check/i);

    await migrateToLatest(handle);
    expect(await statusOf('m14-active')).toBe('active');
    expect(await statusOf('m14-deactivated')).toBe('deactivated');
    expect(await statusOf('m14-erased')).toBe('deactivated');
    await expect(insertUser('m14-old', 'deleted')).rejects.toThrow(/check/i);
    await expect(
      raw().updateTable('users').set({ status: 'deleted' }).where('id', '=', 'm14-active').execute(),
    ).rejects.toThrow(/check/i);
    await sql`insert into users (id, email, nickname, created_at, updated_at) values ('m14-plain', 'plain@example.com', 'm14-plain', ${new Date().toISOString()}, ${new Date().toISOString()})`.execute(
      handle.db,
    );
    expect(await statusOf('m14-plain')).toBe('active');
    // The rewritten table is still found by the admins' user search (an FTS index over users' rowids on SQLite).
    const found = await handle.db
      .selectFrom('users')
      .select('id')
      .where(userTextMatches(handle.dialect, 'm14-deactiv'))
      .execute();
    expect(found.map((u) => u.id)).toEqual(['m14-deactivated']);
  });

  it('goes back down to the old value and up again', async () => {
    const { error: down } = await migrator.migrateTo(before014());
    expect(down).toBeUndefined();
    expect(await statusOf('m14-deactivated')).toBe('deleted');
    expect(await statusOf('m14-active')).toBe('active');
    await migrateToLatest(handle);
    expect(await statusOf('m14-deactivated')).toBe('deactivated');
  });
});
