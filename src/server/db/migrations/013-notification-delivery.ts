import { type Kysely, sql } from 'kysely';
import { columnTypes, type Dialect } from '../column-types.ts';

/**
 * Notification delivery (decision record 020): each user's mail and push settings (a row only once
 * they change one, or a mail went out), their push subscriptions, the mails sent (for the daily cap)
 * and, on SQLite, the job queue (PostgreSQL keeps its jobs in pg-boss's own schema).
 */
export function notificationDeliveryMigration(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('notification_settings')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('chat_mail', t.boolean, (c) => c.notNull().defaultTo(true))
        .addColumn('chat_mail_delay_minutes', 'integer', (c) => c.notNull().defaultTo(15))
        .addColumn('digest', 'text', (c) => c.notNull().defaultTo('daily'))
        .addColumn('push_chat', t.boolean, (c) => c.notNull().defaultTo(true))
        .addColumn('push_community', t.boolean, (c) => c.notNull().defaultTo(true))
        .addColumn('last_chat_mail_at', t.timestamp)
        .addColumn('last_digest_at', t.timestamp)
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('push_subscriptions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('endpoint', 'text', (c) => c.notNull().unique())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute();

      await db.schema
        .createTable('notification_mails')
        .addColumn('id', t.serialId, (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('sent_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('notification_mails_user_idx')
        .on('notification_mails')
        .columns(['user_id', 'sent_at'])
        .execute();

      if (dialect === 'sqlite') {
        await db.schema
          .createTable('jobs')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('data', 'text', (c) => c.notNull())
          // At most one waiting job per key (a user's pending chat mail); a running one does not count.
          .addColumn('key', 'text')
          .addColumn('run_at', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('locked_until', 'text')
          .addColumn('last_error', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['run_at']).execute();
        await db.schema
          .createIndex('jobs_waiting_key')
          .on('jobs')
          .columns(['name', 'key'])
          .unique()
          .where(sql<boolean>`key is not null and locked_until is null`)
          .execute();
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'sqlite') await db.schema.dropTable('jobs').execute();
      await db.schema.dropTable('notification_mails').execute();
      await db.schema.dropTable('push_subscriptions').execute();
      await db.schema.dropTable('notification_settings').execute();
    },
  };
}
