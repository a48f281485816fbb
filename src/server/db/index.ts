import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '#server/env';
import type { Dialect } from './column-types.ts';
import { SqliteBooleanPlugin } from './sqlite-booleans.ts';
import { migrationsFor } from './migrations/index.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  dialect: Dialect;
  close: () => Promise<void>;
};

export function openDatabase(database: Config['database']): DatabaseHandle {
  if (database.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = new SQLite(database.file);
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }), plugins: [new SqliteBooleanPlugin()] });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const migrations = migrationsFor(handle.dialect);
  const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
