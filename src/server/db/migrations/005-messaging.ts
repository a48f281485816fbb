import type { Kysely } from 'kysely';
import { columnTypes, type Dialect } from '../column-types.ts';

/** Conversations of exactly two users, their messages, blocks and message reports. */
export function messagingMigration(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('conversations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        // The pair in sorted order, so one conversation per pair is a unique index.
        .addColumn('user_low', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('user_high', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('last_message_id', 'integer')
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('conversations_pair_unique', ['user_low', 'user_high'])
        .execute();

      await db.schema
        .createTable('conversation_members')
        .addColumn('conversation_id', 'text', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('partner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('unread_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('conversation_members_pk', ['conversation_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('conversation_members_inbox_idx')
        .on('conversation_members')
        .columns(['user_id', 'updated_at'])
        .execute();

      await db.schema
        .createTable('messages')
        .addColumn('id', t.serialId, (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
        .addColumn('conversation_id', 'text', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('sender_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('receiver_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('is_read', t.boolean, (c) => c.notNull().defaultTo(t.false))
        .addColumn('deleted', t.boolean, (c) => c.notNull().defaultTo(t.false))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('messages_conversation_idx')
        .on('messages')
        .columns(['conversation_id', 'id'])
        .execute();
      await db.schema.createIndex('messages_receiver_idx').on('messages').columns(['receiver_id', 'id']).execute();
      await db.schema.createIndex('messages_sender_idx').on('messages').columns(['sender_id', 'id']).execute();

      await db.schema
        .createTable('blocks')
        .addColumn('blocker_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('blocked_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
        .execute();
      await db.schema.createIndex('blocks_blocked_idx').on('blocks').columns(['blocked_id']).execute();

      await db.schema
        .createTable('message_reports')
        .addColumn('message_id', 'integer', (c) => c.notNull().references('messages.id').onDelete('cascade'))
        .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('reported_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('detail', 'text')
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('open'))
        .addColumn('resolved_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('resolved_at', t.timestamp)
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('message_reports_pk', ['message_id', 'reporter_id'])
        .execute();
      await db.schema
        .createIndex('message_reports_state_idx')
        .on('message_reports')
        .columns(['state', 'created_at'])
        .execute();
      await db.schema
        .createIndex('message_reports_reporter_idx')
        .on('message_reports')
        .columns(['reporter_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['message_reports', 'blocks', 'messages', 'conversation_members', 'conversations']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
