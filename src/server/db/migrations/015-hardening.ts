import type { Kysely } from 'kysely';
import { columnTypes, type Dialect } from '../column-types.ts';

/**
 * Security hardening (issue 25, decision record 029): the session that passed the second factor is
 * marked (admin routes require the mark); the last TOTP time step accepted per account (a code is
 * accepted once); a push subscription the push service called gone, or whose address turned private,
 * is marked instead of deleted, so what the account sees does not depend on the endpoint's answer.
 */
export function hardeningMigration(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('sessions')
        .addColumn('two_factor_verified', t.boolean, (c) => c.notNull().defaultTo(t.false))
        .execute();
      await db.schema.alterTable('two_factors').addColumn('last_totp_step', 'bigint').execute();
      await db.schema.alterTable('push_subscriptions').addColumn('gone_at', t.timestamp).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('push_subscriptions').dropColumn('gone_at').execute();
      await db.schema.alterTable('two_factors').dropColumn('last_totp_step').execute();
      await db.schema.alterTable('sessions').dropColumn('two_factor_verified').execute();
    },
  };
}
