import type { Kysely } from 'kysely';

/**
 * Fewer index pages written per message. A user's messages are found through their conversations
 * (messages_conversation_idx), not by sender or receiver; the inbox index no longer holds updated_at,
 * which every send changes on both member rows (and which kept PostgreSQL from updating them in place).
 */
export function messageWriteIndexesMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropIndex('messages_sender_idx').execute();
      await db.schema.dropIndex('messages_receiver_idx').execute();
      await db.schema.dropIndex('conversation_members_inbox_idx').execute();
      await db.schema
        .createIndex('conversation_members_user_idx')
        .on('conversation_members')
        .column('user_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('conversation_members_user_idx').execute();
      await db.schema
        .createIndex('conversation_members_inbox_idx')
        .on('conversation_members')
        .columns(['user_id', 'updated_at'])
        .execute();
      await db.schema.createIndex('messages_receiver_idx').on('messages').columns(['receiver_id', 'id']).execute();
      await db.schema.createIndex('messages_sender_idx').on('messages').columns(['sender_id', 'id']).execute();
    },
  };
}
