import { prepareQuery } from '../prepared.ts';
import type { Db } from '../schema.ts';

/**
 * The accounts' store (decision records 028, 038): where sessions are read on every request and an erased
 * account's traces are flushed, behind one interface, with the SQLite and PostgreSQL implementations side by
 * side (`account-store.sqlite.ts`, `account-store.postgres.ts`).
 */

/** What a request's session check reads: the session and its user, in one indexed query. */
export const sessionColumns = [
  'sessions.token',
  'sessions.expires_at',
  'sessions.created_at as session_created_at',
  'sessions.updated_at as session_updated_at',
  'sessions.two_factor_verified',
  'users.id',
  'users.email',
  'users.email_verified',
  'users.nickname',
  'users.created_at',
  'users.role',
  'users.status',
  'users.language',
  'users.ban_until',
  'users.total_message_reports',
  'users.two_factor_enabled',
] as const;

/** One session with its user's columns (`sessionColumns`). */
export type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>>>['rows'][number];

export interface AccountStore {
  /** The session with this token and its user, read fresh; null when there is none. */
  sessionByToken(token: string): Promise<SessionRow | null>;
  /** After erasing personal data: makes sure the erased rows' old versions are not kept in the engine's log. */
  flushErased(): Promise<void>;
}

/** One session by its token (both engines run it; PostgreSQL also reads several at once). */
export function sessionQuery(db: Db) {
  return prepareQuery(db, (a: { token: string }) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(sessionColumns)
      .where('sessions.token', '=', a.token),
  );
}
