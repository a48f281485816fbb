import { type Kysely, sql } from 'kysely';

/**
 * The sender's idempotency key: the client picks it when the user presses send and repeats it on a retry,
 * so a send whose answer was lost is stored once. Unique per sender; messages without one (NULL) never clash.
 * Unread counts are recomputed from the messages once, healing those that concurrent mark-reads had wiped.
 */
export function messageClientIdMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('messages').addColumn('client_id', 'text').execute();
      await db.schema
        .createIndex('messages_sender_client_key')
        .unique()
        .on('messages')
        .columns(['sender_id', 'client_id'])
        .execute();
      await sql`update conversation_members set unread_count = (select count(*) from messages where messages.conversation_id = conversation_members.conversation_id and messages.receiver_id = conversation_members.user_id and messages.is_read = ${sql.lit(false)})`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('messages_sender_client_key').execute();
      await db.schema.alterTable('messages').dropColumn('client_id').execute();
    },
  };
}
