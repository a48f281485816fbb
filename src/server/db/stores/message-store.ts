import type { ChatStateRow, MessageRow } from '#server/modules/messaging/messaging.rows';
import { messageColumns } from '#server/modules/messaging/messaging.rows';
import { prepareQuery } from '../prepared.ts';
import type { Db } from '../schema.ts';

/**
 * The messages' store (decision record 038): what a send reads and writes, behind one interface, with the
 * SQLite and PostgreSQL implementations side by side (`message-store.sqlite.ts`, `message-store.postgres.ts`).
 * Every method runs on the executor it is given: the database, or the transaction of the caller's work.
 */

/** Where a query runs: the database or a transaction. */
export type Executor = Pick<Db, 'executeQuery'>;

/** One send of a batch, as the store looks it up. */
export type SendKey = { userId: string; conversationId: string; clientId: string | null };

/** One message to write; its receiver is the sender's partner, read with the send's state. */
export type NewMessage = {
  conversationId: string;
  senderId: string;
  receiverId: string;
  text: string;
  clientId: string | null;
};

/**
 * What a send's rules read: the message the sender already sent with its client id (a repeat), or else
 * the sender's chat state (null when they are no member of the conversation).
 */
export type SendState = { earlier: MessageRow; chat: null } | { earlier: null; chat: ChatStateRow | null };

export interface MessageStore {
  /** How many batches of sends may write at once: SQLite has one writer, PostgreSQL locks rows. */
  readonly sendConcurrency: number;
  /** The least time between the starts of two batches, so that sends under load share one (group-commit.ts). */
  readonly sendSpacingMs: number;
  /** The state of each send, in the order given. */
  sendStates(executor: Executor, sends: SendKey[]): Promise<SendState[]>;
  /**
   * Writes the messages, in the order given, with the receivers' unread counts and the conversations' last
   * message; per message, its row, or null when a concurrent send took the sender's client id first.
   */
  insertMessages(executor: Executor, messages: NewMessage[], now: string): Promise<(MessageRow | null)[]>;
  /** The message the sender sent with this client id. */
  sentWithClientId(executor: Executor, senderId: string, clientId: string): Promise<MessageRow | undefined>;
  /** One member's chat state (the chat header reads it as a send does). */
  chatState(executor: Executor, userId: string, conversationId: string): Promise<ChatStateRow | undefined>;
  /**
   * Holds the user's row until the caller's transaction ends: another transaction that asks for it waits,
   * so what the two count and write about the user happens one after the other.
   */
  lockUser(executor: Executor, userId: string): Promise<void>;
  /** Each user's unread messages in accepted conversations (0 for none). */
  unreadTotals(executor: Executor, userIds: string[]): Promise<Map<string, number>>;
}

/** The queries both engines run alike, prepared once for the database's store. */
export function sharedMessageQueries(db: Db) {
  return {
    chatState: prepareQuery(db, (a: { userId: string; conversationId: string }) =>
      db
        .selectFrom('conversation_members as m')
        .innerJoin('users as s', 's.id', 'm.user_id')
        .innerJoin('users as p', 'p.id', 'm.partner_id')
        .innerJoin('conversation_members as pm', (join) =>
          join.onRef('pm.conversation_id', '=', 'm.conversation_id').onRef('pm.user_id', '=', 'm.partner_id'),
        )
        .select((eb) => [
          'm.partner_id',
          'm.request_state as my_state',
          'pm.request_state as partner_state',
          'p.message_privacy as partner_privacy',
          's.email_verified',
          's.ban_until',
          's.status as sender_status',
          'p.status as partner_status',
          'p.nickname',
          'p.deleted_at',
          eb
            .exists(
              eb
                .selectFrom('blocks')
                .select('blocks.blocker_id')
                .where('blocks.blocker_id', '=', a.userId)
                .whereRef('blocks.blocked_id', '=', 'm.partner_id'),
            )
            .as('blocked_by_me'),
          eb
            .exists(
              eb
                .selectFrom('blocks')
                .select('blocks.blocker_id')
                .whereRef('blocks.blocker_id', '=', 'm.partner_id')
                .where('blocks.blocked_id', '=', a.userId),
            )
            .as('blocked_me'),
        ])
        .where('m.conversation_id', '=', a.conversationId)
        .where('m.user_id', '=', a.userId),
    ),

    sentWithClientId: prepareQuery(db, (a: { senderId: string; clientId: string }) =>
      db
        .selectFrom('messages')
        .select(messageColumns)
        .where('messages.sender_id', '=', a.senderId)
        .where('messages.client_id', '=', a.clientId),
    ),
  };
}

export const firstRow = <R>({ rows }: { rows: R[] }): R | undefined => rows[0];
