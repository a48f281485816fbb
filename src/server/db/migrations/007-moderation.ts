import type { Kysely } from 'kysely';

/** What resolved a report, and the indexes the admin area lists and counts by. */
export function moderationMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('message_reports').addColumn('resolution', 'text').execute();
      await db.schema.alterTable('content_reports').addColumn('resolution', 'text').execute();
      await db.schema.createIndex('message_reports_reported_idx').on('message_reports').column('reported_user_id').execute();
      await db.schema.createIndex('messages_created_idx').on('messages').column('created_at').execute();
      await db.schema.createIndex('comments_created_idx').on('comments').column('created_at').execute();
      await db.schema.createIndex('posts_created_idx').on('posts').column('created_at').execute();
      await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'created_at']).execute();
      await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target_type', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const index of ['audit_log_target_idx', 'audit_log_action_idx', 'posts_created_idx', 'comments_created_idx', 'messages_created_idx', 'message_reports_reported_idx']) {
        await db.schema.dropIndex(index).execute();
      }
      await db.schema.alterTable('content_reports').dropColumn('resolution').execute();
      await db.schema.alterTable('message_reports').dropColumn('resolution').execute();
    },
  };
}
