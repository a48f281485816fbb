import { sql } from 'kysely';
import type { Db } from '../schema.ts';
import { type AccountStore, sessionQuery } from './account-store.ts';

/** SQLite: a session is one prepared statement in process; erased rows are checkpointed out of the WAL. */
export function sqliteAccountStore(db: Db): AccountStore {
  const session = sessionQuery(db);
  return {
    async sessionByToken(token) {
      const [row] = (await session({ token })).rows;
      return row ?? null;
    },

    /**
     * Copies the log into the database file and empties it, so the erased rows' old versions do not stay
     * in the WAL until the next automatic checkpoint.
     */
    async flushErased() {
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    },
  };
}
