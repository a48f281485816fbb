import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { type Config, redactUrl } from '#server/env';
import type { Dialect } from './column-types.ts';
import { namedStatementPool, statementCache } from './drivers.ts';
import { appTypes, driverTypes } from './pg-types.ts';
import { SqliteBooleanPlugin } from './sqlite-booleans.ts';
import { migrationsAhead } from './migrations-ahead.ts';
import { migrationsFor } from './migrations/index.ts';
import type { Database, Db } from './schema.ts';
import type { AdminStore } from './stores/admin-store.ts';
import { postgresAdminStore } from './stores/admin-store.postgres.ts';
import { sqliteAdminStore } from './stores/admin-store.sqlite.ts';
import type { CommunityStore } from './stores/community-store.ts';
import { postgresCommunityStore } from './stores/community-store.postgres.ts';
import { sqliteCommunityStore } from './stores/community-store.sqlite.ts';
import type { AccountStore } from './stores/account-store.ts';
import { postgresAccountStore } from './stores/account-store.postgres.ts';
import { sqliteAccountStore } from './stores/account-store.sqlite.ts';
import type { MessageStore } from './stores/message-store.ts';
import { postgresMessageStore } from './stores/message-store.postgres.ts';
import { sqliteMessageStore } from './stores/message-store.sqlite.ts';

export type { Db } from './schema.ts';

export type DatabaseHandle = {
  db: Db;
  /** The same database for Better Auth, whose PostgreSQL adapter wants the driver's Date (pg-types.ts). */
  authDb: Db;
  dialect: Dialect;
  /** Where the engines differ, one store per room (decision record 038). */
  stores: { messages: MessageStore; community: CommunityStore; accounts: AccountStore; admin: AdminStore };
  close: () => Promise<void>;
};

/** Where the database is, for a message (a PostgreSQL URL without its password). */
export function describeDatabase(database: Config['database']): string {
  return database.dialect === 'postgres' ? redactUrl(database.url) : database.file;
}

export function openDatabase(database: Config['database']): DatabaseHandle {
  if (database.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10, types: appTypes });
    // An idle connection that the server drops (a restart, a failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namedStatementPool(pool) }) });
    // Better Auth's, over the same pool (db.destroy() ends it).
    const authDb = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: namedStatementPool(pool, driverTypes) }),
    });
    const stores = {
      messages: postgresMessageStore(db),
      community: postgresCommunityStore(),
      accounts: postgresAccountStore(db),
      admin: postgresAdminStore(),
    };
    return { db, authDb, dialect: 'postgres', stores, close: () => db.destroy() };
  }
  const file = new SQLite(database.file);
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  // Deleted rows (an erased account's e-mail, a deleted message) are overwritten with zeros, not left in free space.
  file.pragma('secure_delete = ON');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: statementCache(file) }),
    plugins: [new SqliteBooleanPlugin()],
  });
  const stores = {
    messages: sqliteMessageStore(db),
    community: sqliteCommunityStore(db),
    accounts: sqliteAccountStore(db),
    admin: sqliteAdminStore(),
  };
  return { db, authDb: db, dialect: 'sqlite', stores, close: () => db.destroy() };
}

/**
 * Runs the migrations the database lacks. Returns the newer ones it has run that this code does not
 * know (an older instance beside a newer one, docs/deploy.md "Upgrades"): then it migrates nothing.
 */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrations = migrationsFor(handle.dialect);
  const ahead = await migrationsAhead(handle.db, Object.keys(migrations));
  if (ahead) return ahead;
  const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  return [];
}

export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
