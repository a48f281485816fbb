import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '#server/db/index';
import { createTestDatabase } from '#server/test/test-app';

// The community store of the engine under test (SQLite, or PostgreSQL when TEST_DATABASE_URL is set).
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DatabaseHandle;
let boardId: number;
const ids: number[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  handle = openDatabase(database.database);
  await migrateToLatest(handle);
  const now = new Date().toISOString();
  const { db } = handle;
  await db
    .insertInto('users')
    .values({
      id: 'u1',
      email: 'u1@store.test',
      email_verified: true,
      nickname: 'u1',
      image: null,
      language: null,
      ban_until: null,
      deleted_at: null,
      nickname_skeleton: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const board = await db
    .insertInto('boards')
    .values({
      slug: 'store-test',
      name_ko: '시험',
      name_es: 'Prueba',
      name_en: 'Test',
      description_ko: '',
      description_es: '',
      description_en: '',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  boardId = Number(board.id);
  const posts = [
    ['서울역에서 공항철도', '직통열차'],
    ['¿Dónde cambiar dinero?', 'En Myeongdong la tasa es mejor.'],
    ['Myeongdong at night', 'Street food.'],
    ['Hidden Myeongdong tip', 'Not for everyone.'],
    ['Discount of 100%', 'Really.'],
  ];
  for (const [i, [title, body]] of posts.entries()) {
    const row = await db
      .insertInto('posts')
      .values({ board_id: boardId, author_id: 'u1', title: title!, body: body!, hidden: i === 3, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(Number(row.id));
  }
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

describe('CommunityStore', () => {
  const matching = (q: string) =>
    handle.db
      .selectFrom('posts')
      .select('id')
      .where('board_id', '=', boardId)
      .where(handle.stores.community.postTextMatches(q))
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((r) => Number(r.id)));

  it('matches titles and bodies in any letter case, from two characters, with % and _ taken literally', async () => {
    expect(await matching('서울')).toEqual([ids[0]]);
    expect(await matching('공항철도')).toEqual([ids[0]]);
    expect(await matching('MYEONGDONG')).toEqual([ids[1], ids[2], ids[3]]);
    expect(await matching('100%')).toEqual([ids[4]]);
    expect(await matching('10_%')).toEqual([]);
  });

  it('ignores accents on SQLite', async () => {
    if (handle.dialect !== 'sqlite') return;
    expect(await matching('donde cambiar')).toEqual([ids[1]]);
  });

  it('pages a newest-first search through the index on SQLite from three characters, and leaves the rest to the filter', async () => {
    const store = handle.stores.community;
    const page = (q: string, beforeId?: number) => store.newestMatchingPostIds({ boardId, q, beforeId, limit: 1 });
    if (handle.dialect === 'sqlite') {
      // The hidden post is left out.
      expect(await page('myeongdong')).toEqual([ids[2]]);
      expect(await page('myeongdong', ids[2])).toEqual([ids[1]]);
      expect(await page('myeongdong', ids[1])).toEqual([]);
      expect(await page('서울')).toBeNull();
    } else {
      expect(await page('myeongdong')).toBeNull();
    }
  });
});
