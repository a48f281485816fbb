import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { columnTypes, type Dialect } from '../column-types.ts';

/**
 * In-app notifications (decision record 019): one row per event for a recipient; likes on one target
 * share a group_key and collapse into one unread row whose window starts at group_since.
 */
export function notificationsMigration(dialect: Dialect) {
  const t = columnTypes(dialect);
  const serial = (c: ColumnDefinitionBuilder) =>
    dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('notifications')
        .addColumn('id', t.serialId, serial)
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('post_id', 'integer', (c) => c.references('posts.id').onDelete('cascade'))
        .addColumn('comment_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
        .addColumn('report_id', 'integer', (c) => c.references('content_reports.id').onDelete('cascade'))
        .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('group_key', 'text')
        .addColumn('group_since', t.timestamp)
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('read_at', t.timestamp)
        .execute();
      // The list pages newest first by id; the unread count and "mark all read" read the first index.
      await db.schema
        .createIndex('notifications_user_unread_idx')
        .on('notifications')
        .columns(['user_id', 'read_at', 'id'])
        .execute();
      await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'id']).execute();
      await db.schema
        .createIndex('notifications_group_idx')
        .on('notifications')
        .columns(['user_id', 'group_key'])
        .execute();
      // Foreign keys that cascade or set null need an index on PostgreSQL, or each delete scans the table.
      for (const column of ['actor_id', 'post_id', 'comment_id', 'report_id']) {
        await db.schema.createIndex(`notifications_${column}_idx`).on('notifications').column(column).execute();
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('notifications').execute();
    },
  };
}
