import type SQLite from 'better-sqlite3';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, SqliteDatabase, SqliteStatement } from 'kysely';
import type pg from 'pg';
import { statementNames } from './prepared.ts';
import { readBooleans } from './sqlite-booleans.ts';

/**
 * Kysely's PostgreSQL pool over pg's, giving the prepared queries' statements (prepareQuery: a send's, the
 * session check) their names, so that each connection parses and plans them once. One client object per
 * pg client, as Kysely keeps a connection per client object. `types`, if given, parse this Kysely's
 * rows instead of the pool's (Better Auth's, see pg-types.ts).
 */
export function namedStatementPool(pool: pg.Pool, types?: pg.CustomTypesConfig): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const adapt = (client: pg.PoolClient): PostgresPoolClient => ({
    query: ((text: string | PostgresCursor<unknown>, values?: readonly unknown[]) => {
      if (typeof text !== 'string') return client.query(text as unknown as pg.Submittable);
      const name = statementNames.get(text);
      if (!name && !types) return client.query(text, values as unknown[]);
      return client.query({ name, text, values: values as unknown[], types });
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    async connect() {
      const client = await pool.connect();
      let adapted = clients.get(client);
      if (!adapted) clients.set(client, (adapted = adapt(client)));
      return adapted;
    },
    end: () => pool.end(),
  };
}

/**
 * Kysely's SQLite database over better-sqlite3's, keeping the most recent statements by their SQL text:
 * Kysely prepares every query anew, and preparing costs more than running the small queries a request makes.
 * Its statements hand booleans back as booleans (readBooleans).
 */
export function statementCache(file: SQLite.Database, size = 500): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => file.close(),
    prepare(source) {
      let statement = cache.get(source);
      if (statement) {
        cache.delete(source);
      } else {
        statement = readBooleans(file.prepare(source));
        if (cache.size >= size) cache.delete(cache.keys().next().value!);
      }
      cache.set(source, statement);
      return statement;
    },
  };
}
