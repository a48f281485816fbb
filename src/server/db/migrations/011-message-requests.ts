import type { Kysely } from 'kysely';

/**
 * Message requests (decision record 015): who may start a conversation with a user, whether each
 * member has accepted their conversation, and who started it (new accounts start only a few a day).
 */
export function messageRequestsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('message_privacy', 'text', (c) => c.notNull().defaultTo('everyone'))
        .execute();
      // 'accepted' | 'request' | 'declined'; conversations from before requests existed stay accepted.
      await db.schema
        .alterTable('conversation_members')
        .addColumn('request_state', 'text', (c) => c.notNull().defaultTo('accepted'))
        .execute();
      await db.schema.alterTable('conversations').addColumn('started_by', 'text').execute();
      await db.schema
        .createIndex('conversations_started_by_idx')
        .on('conversations')
        .columns(['started_by', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('conversations_started_by_idx').execute();
      await db.schema.alterTable('conversations').dropColumn('started_by').execute();
      await db.schema.alterTable('conversation_members').dropColumn('request_state').execute();
      await db.schema.alterTable('users').dropColumn('message_privacy').execute();
    },
  };
}
