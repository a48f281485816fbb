import type { Expression } from 'kysely';
import type { Message } from '#shared/contracts/messaging';
import type { AccountStatus } from '#shared/account-rules';
import { shownNickname } from '#shared/account-rules';
import type { MessagePrivacy, RequestState } from '#shared/contracts/message-requests';
import type { Db } from '#server/db/schema';

/**
 * The rows of the messaging room and how they become contracts, written once (decision record 028): the
 * use cases under this folder and the message store of each engine (src/server/db/stores/) read these.
 */

/** The columns of a message that every read of one selects, in this order. */
export const messageFields = [
  'id',
  'conversation_id',
  'sender_id',
  'receiver_id',
  'content',
  'created_at',
  'is_read',
  'deleted',
  'client_id',
] as const;

/** `messageFields` qualified by the table, for selects that join. */
export const messageColumns = messageFields.map((field) => `messages.${field}` as const);

/** A message as both engines answer it. */
export type MessageRow = {
  id: number;
  conversation_id: string;
  sender_id: string;
  receiver_id: string;
  content: string;
  created_at: string;
  is_read: boolean;
  deleted: boolean;
  client_id: string | null;
};

/**
 * What a send and the chat header read of one member's side of a conversation: both standings, both sides'
 * request states, the partner's setting and blocks both ways.
 */
export type ChatStateRow = {
  partner_id: string;
  my_state: RequestState;
  partner_state: RequestState;
  partner_privacy: MessagePrivacy;
  email_verified: boolean;
  ban_until: string | null;
  sender_status: AccountStatus;
  partner_status: AccountStatus;
  nickname: string;
  deleted_at: string | null;
  /** exists(…): an expression, not a column, so 0/1 on SQLite (db/sqlite-booleans.ts). */
  blocked_by_me: boolean | number;
  blocked_me: boolean | number;
};

/** `viewerId`: who will read it; the sender's idempotency key is shown to the sender only. */
export function shapeMessage(row: MessageRow, viewerId: string, reportedByMe = false): Message {
  const deleted = Boolean(row.deleted);
  return {
    id: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    receiverId: row.receiver_id,
    content: deleted ? null : row.content,
    createdAt: row.created_at,
    isRead: Boolean(row.is_read),
    deleted,
    reportedByMe,
    ...(row.client_id !== null && row.sender_id === viewerId ? { clientId: row.client_id } : {}),
  };
}

/** The nickname others see: none once the account is deleted. */
export const visibleNickname = (u: { nickname: string; deleted_at: unknown }) =>
  shownNickname({ nickname: u.nickname, deletedAt: u.deleted_at });

/** What a user sent and received: the messages of their conversations, read through messages_conversation_idx. */
export const messagesOf = (db: Db, userId: string) =>
  db
    .selectFrom('conversation_members as m')
    .innerJoin('messages', 'messages.conversation_id', 'm.conversation_id')
    .select(messageColumns)
    .where('m.user_id', '=', userId);

/** Rows while `listener` has talked to `speaker` outside a conversation: commented on one of their posts. */
export const talkedTo = (db: Db, listener: Expression<string> | string, speaker: Expression<string> | string) =>
  db
    .selectFrom('comments')
    .innerJoin('posts', 'posts.id', 'comments.post_id')
    .select('comments.id')
    .where('comments.author_id', '=', listener)
    .where('posts.author_id', '=', speaker)
    .where('comments.deleted_at', 'is', null);
