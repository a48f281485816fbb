import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server/test/test-app';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './index.ts';
import { migrationsFor } from './migrations/index.ts';

// On the run's engine: SQLite, or PostgreSQL with TEST_DATABASE_URL.
let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DatabaseHandle;
beforeAll(async () => {
  testDb = await createTestDatabase();
  handle = openDatabase(testDb.database);
});
afterAll(async () => {
  await handle?.close();
  await testDb?.drop();
});

const record = (name: string) =>
  sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(handle.db);

describe('a database ahead of the code', () => {
  it('starts on a database a newer version migrated, and refuses one with a gap', async () => {
    expect(await migrateToLatest(handle)).toEqual([]);
    expect(await migrateToLatest(handle)).toEqual([]);
    // A newer version ran two migrations this code does not have: it runs beside it without migrating.
    await record('900-from-the-next-version');
    await record('901-from-the-next-version');
    expect(await migrateToLatest(handle)).toEqual(['900-from-the-next-version', '901-from-the-next-version']);
    // An unknown migration among the known ones is not "ahead": the migrator reports it.
    const known = Object.keys(migrationsFor(handle.dialect));
    await sql`delete from kysely_migration where name = ${known[3]!}`.execute(handle.db);
    await expect(migrateToLatest(handle)).rejects.toThrow(/Migration/);
  });
});
