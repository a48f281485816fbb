import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '#server/db/index';
import { createTestDatabase } from '#server/test/test-app';

// The admin store of the engine under test (SQLite, or PostgreSQL when TEST_DATABASE_URL is set).
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DatabaseHandle;

const users = [
  { id: 'a1', email: 'minji@store.test', nickname: 'MinjiKim', created_at: '2026-11-22T23:59:59.000Z' },
  { id: 'a2', email: 'carlos@store.test', nickname: 'carlos_100%', created_at: '2026-11-23T00:00:00.000Z' },
  { id: 'a3', email: 'sora@store.test', nickname: '서울소라', created_at: '2026-11-23T23:30:00.000Z' },
];

beforeAll(async () => {
  database = await createTestDatabase();
  handle = openDatabase(database.database);
  await migrateToLatest(handle);
  for (const user of users)
    await handle.db
      .insertInto('users')
      .values({
        ...user,
        email_verified: true,
        image: null,
        language: null,
        ban_until: null,
        deleted_at: null,
        nickname_skeleton: null,
        updated_at: user.created_at,
      })
      .execute();
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

describe('AdminStore', () => {
  const matching = (q: string) =>
    handle.db
      .selectFrom('users')
      .select('id')
      .where(handle.stores.admin.userTextMatches(q))
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((r) => r.id));

  it('matches nicknames and e-mails in any letter case, short and long queries, with % and _ taken literally', async () => {
    expect(await matching('minji')).toEqual(['a1']);
    expect(await matching('MINJIKIM')).toEqual(['a1']);
    expect(await matching('carlos@')).toEqual(['a2']);
    expect(await matching('서울')).toEqual(['a3']);
    expect(await matching('ki')).toEqual(['a1']);
    expect(await matching('100%')).toEqual(['a2']);
    expect(await matching('s_100')).toEqual(['a2']);
    expect(await matching('1_0%')).toEqual([]);
  });

  it('buckets timestamps by their UTC day', async () => {
    const day = handle.stores.admin.utcDay('created_at');
    const rows = await handle.db
      .selectFrom('users')
      .select((eb) => [day.as('day'), eb.fn.countAll<number>().as('n')])
      .groupBy(day)
      .orderBy('day')
      .execute();
    expect(rows.map((r) => [r.day, Number(r.n)])).toEqual([
      ['2026-11-22', 1],
      ['2026-11-23', 2],
    ]);
  });
});
