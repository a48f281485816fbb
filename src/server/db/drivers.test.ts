import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/test-app';
import { namedStatementPool, statementCache } from './drivers.ts';
import { openDatabase, type DatabaseHandle } from './index.ts';
import { PreparedQueryMismatch, prepareQuery, statementNames } from './prepared.ts';

// Our adapters over the drivers and our prepared queries are copies of what Kysely and the drivers do,
// kept for speed: each is compared here with the library's own answer on the same input.
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

const boardsBy = (db: DatabaseHandle['db'], a: { slug: string; max: number }) =>
  db
    .selectFrom('boards')
    .select(['slug', 'position'])
    .where('slug', '<>', a.slug)
    .where('position', '<', a.max)
    .orderBy('position')
    .limit(3);

describe('prepareQuery', () => {
  it('runs the SQL and parameters Kysely compiles for the same arguments, and answers the same rows', async () => {
    const prepared = prepareQuery(handle.db, (a: { slug: string; max: number }) => boardsBy(handle.db, a), 10);
    for (const args of [
      { slug: 'free', max: 10 },
      { slug: 'qna', max: 2 },
      { slug: "o'brien %_\\", max: -1 },
    ]) {
      const { rows } = await prepared(args);
      expect(rows).toEqual(await boardsBy(handle.db, args).execute());
    }
  });

  it('fails loudly when a query is built in a way the stand-ins cannot follow', async () => {
    // The argument steers the query's shape, not only a value: the copy would run the wrong SQL.
    const shaped = prepareQuery(
      handle.db,
      (a: { column: string }) =>
        handle.db
          .selectFrom('boards')
          .select('slug')
          .where(a.column === 'archived' ? 'archived' : 'slug', '=', a.column),
      1,
    );
    expect(() => shaped({ column: 'archived' })).toThrow(PreparedQueryMismatch);
  });
});

describe('statementCache (SQLite)', () => {
  it('answers as better-sqlite3 does, reusing statements and keeping at most its size', async () => {
    const file = new SQLite(':memory:');
    const cached = statementCache(file, 2);
    const db = new Kysely<{ t: { id: number; v: string } }>({ dialect: new SqliteDialect({ database: cached }) });
    await sql`create table t (id integer primary key, v text)`.execute(db);
    const insert = await db.insertInto('t').values({ id: 1, v: 'a' }).executeTakeFirst();
    expect(insert.insertId).toBe(1n);
    const update = await db.updateTable('t').set({ v: 'b' }).where('id', '=', 1).executeTakeFirst();
    expect(update.numUpdatedRows).toBe(1n);
    const select = 'select v from t where id = ?';
    expect(cached.prepare(select)).toBe(cached.prepare(select));
    expect((cached.prepare(select).all([1]) as unknown[]).length).toBe(1);
    expect(cached.prepare(select).all([1])).toEqual(file.prepare(select).all(1));
    const first = cached.prepare(select);
    cached.prepare('select 1');
    cached.prepare('select 2');
    expect(cached.prepare(select)).not.toBe(first);
    await db.destroy();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('namedStatementPool (PostgreSQL)', () => {
  it('runs a prepared query as a named statement and answers as pg does', async () => {
    const { database } = ctx.config;
    if (database.dialect !== 'postgres') throw new Error('TEST_DATABASE_URL names PostgreSQL');
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    const named = namedStatementPool(pool);
    const text = 'select $1::int + 1 as n';
    statementNames.set(text, 'hola_drivers_test');
    try {
      const first = await named.connect();
      first.release();
      const client = await named.connect();
      expect(client).toBe(first);
      const { rows } = await client.query<{ n: number }>(text, [41]);
      const direct = await pool.query(text, [41]);
      expect(rows).toEqual(direct.rows);
      const statements = await client.query<{ name: string }>('select name from pg_prepared_statements', []);
      expect(statements.rows.map((r) => r.name)).toContain('hola_drivers_test');
      client.release();
    } finally {
      statementNames.delete(text);
      await named.end();
    }
  });
});
