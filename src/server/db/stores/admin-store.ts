import type { Expression, RawBuilder, SqlBool } from 'kysely';

/**
 * The admin room's store (decision records 028, 038): where the engines differ for the moderators' lists
 * and the dashboard, behind one interface, with the SQLite and PostgreSQL implementations side by side
 * (`admin-store.sqlite.ts`, `admin-store.postgres.ts`).
 */
export interface AdminStore {
  /** A condition on `users`: the nickname or e-mail contains `q`, in any letter case (the index of migration 007). */
  userTextMatches(q: string): Expression<SqlBool>;
  /** The UTC day ("2026-11-23") of a timestamp column, for counting per day. */
  utcDay(column: string): RawBuilder<string>;
}
