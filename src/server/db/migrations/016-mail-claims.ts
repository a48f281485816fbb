import type { Kysely } from 'kysely';
import { columnTypes, type Dialect } from '../column-types.ts';

/**
 * A notification mail being sent (decision record 030): the run that moved a user's "last mailed" mark
 * keeps the mark it moved from until the mail has gone. A run that died mid-send (kill -9 during SMTP)
 * leaves its claim to expire; the job's next run puts the mark back and sends the mail again.
 */
export function mailClaimsMigration(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('mail_claims')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('previous_mark', t.timestamp)
        .addColumn('mark', t.timestamp, (c) => c.notNull())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('mail_claims_pk', ['user_id', 'kind'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('mail_claims').execute();
    },
  };
}
