import { sql } from 'kysely';
import { prepareQuery } from '../prepared.ts';
import type { Db } from '../schema.ts';
import { type AccountStore, type SessionRow, sessionColumns } from './account-store.ts';

type Waiting = { token: string; resolve: (row: SessionRow | null) => void; reject: (error: unknown) => void };

/**
 * PostgreSQL: the session checks of one turn of the event loop share one query and one round trip;
 * erasing an account needs no step after its transaction.
 */
export function postgresAccountStore(db: Db): AccountStore {
  const sessions = prepareQuery(db, (a: { tokens: string[] }) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(sessionColumns)
      .where(sql<boolean>`sessions.token = any(${a.tokens}::text[])`),
  );

  let queued: Waiting[] = [];
  function readQueued() {
    const batch = queued;
    queued = [];
    sessions({ tokens: [...new Set(batch.map((q) => q.token))] }).then(
      ({ rows }) => {
        const byToken = new Map(rows.map((row) => [row.token, row]));
        for (const q of batch) q.resolve(byToken.get(q.token) ?? null);
      },
      (error: unknown) => {
        for (const q of batch) q.reject(error);
      },
    );
  }

  return {
    sessionByToken(token) {
      return new Promise((resolve, reject) => {
        if (queued.length === 0) setImmediate(readQueued);
        queued.push({ token, resolve, reject });
      });
    },

    async flushErased() {},
  };
}
