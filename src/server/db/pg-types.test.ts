import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server/test/test-app';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './index.ts';
import { BOOLEAN_COLUMNS } from './sqlite-booleans.ts';

// Rows carry the same JavaScript values on both engines (pg-types.ts, sqlite-booleans.ts), so no use case
// coerces: run with and without TEST_DATABASE_URL.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DatabaseHandle;
const created = '2026-11-27T01:00:00.120Z';
beforeAll(async () => {
  database = await createTestDatabase();
  handle = openDatabase(database.database);
  await migrateToLatest(handle);
  const user = (id: string, verified: boolean, reports: number) => ({
    id,
    email: `${id}@example.com`,
    nickname: id,
    email_verified: verified,
    total_message_reports: reports,
    created_at: created,
    updated_at: created,
  });
  await handle.db
    .insertInto('users')
    .values([user('parsed-a', true, 2), user('parsed-b', false, 3)])
    .execute();
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

describe(`rows from the app's database handle`, () => {
  it('carry counts and sums as numbers', async () => {
    const row = await handle.db
      .selectFrom('users')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('total_message_reports').as('reports')])
      .executeTakeFirstOrThrow();
    expect(row).toStrictEqual({ n: 2, reports: 5 });
    const { rows } = await sql<{ n: number }>`select count(*) as n from users`.execute(handle.db);
    expect(rows).toStrictEqual([{ n: 2 }]);
  });

  it('carry timestamps as the ISO text they were written as, with milliseconds and Z', async () => {
    const row = await handle.db
      .selectFrom('users')
      .select((eb) => ['created_at', eb.fn.max('updated_at').as('latest')])
      .groupBy('created_at')
      .executeTakeFirstOrThrow();
    expect(row).toStrictEqual({ created_at: created, latest: created });
  });

  it('carry booleans as booleans, aliased or not', async () => {
    const rows = await handle.db
      .selectFrom('users')
      .select(['id', 'email_verified', 'email_verified as verified'])
      .orderBy('id')
      .execute();
    expect(rows).toStrictEqual([
      { id: 'parsed-a', email_verified: true, verified: true },
      { id: 'parsed-b', email_verified: false, verified: false },
    ]);
    const { rows: raw } = await sql<{ v: boolean }>`select u.email_verified as v from users u order by u.id`.execute(
      handle.db,
    );
    expect(raw).toStrictEqual([{ v: true }, { v: false }]);
  });
});

describe('the boolean columns SQLite turns into booleans', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(`are PostgreSQL's boolean columns`, async () => {
    const { rows } = await sql<{ name: string }>`
      select table_name || '.' || column_name as name from information_schema.columns
      where table_schema = 'public' and data_type = 'boolean' order by 1`.execute(handle.db);
    expect(rows.map((r) => r.name)).toStrictEqual([...BOOLEAN_COLUMNS].sort());
  });
});
