import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';

/**
 * Ends an account's sessions, all of them or all but `keepToken` (the device that asks): on two-factor
 * enrolment and on promotion to admin (decision record 029), so no session opened on a password alone
 * outlives the change that made the account's sessions worth more. Works inside a transaction too.
 */
export async function revokeSessions(db: Kysely<Database>, userId: string, keepToken?: string) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepToken !== undefined) query = query.where('token', '!=', keepToken);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
