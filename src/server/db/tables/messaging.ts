import type { ColumnType, Generated } from 'kysely';
import type { RequestState } from '#shared/contracts/message-requests';
import type { Timestamp, Flag } from './columns.ts';

/** The chat's tables: conversations, their members, messages, blocks, message reports. */

export interface ConversationsTable {
  id: string;
  user_low: string;
  user_high: string;
  last_message_id: number | null;
  /** Null for conversations from before message requests. */
  started_by: string | null;
  updated_at: Timestamp;
  created_at: Timestamp;
}

export interface ConversationMembersTable {
  conversation_id: string;
  user_id: string;
  partner_id: string;
  unread_count: ColumnType<number, number | undefined, number>;
  request_state: ColumnType<RequestState, RequestState | undefined, RequestState>;
  updated_at: Timestamp;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: string;
  sender_id: string;
  receiver_id: string;
  content: string;
  is_read: Flag;
  deleted: Flag;
  created_at: Timestamp;
  /** The sender's idempotency key (SendMessageInput.clientId). */
  client_id: ColumnType<string | null, string | null | undefined, never>;
}

export interface BlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: Timestamp;
}

export interface MessageReportsTable {
  message_id: number;
  reporter_id: string;
  reported_user_id: string;
  reason: string;
  detail: string | null;
  state: ColumnType<
    'open' | 'dismissed' | 'resolved',
    'open' | 'dismissed' | 'resolved' | undefined,
    'open' | 'dismissed' | 'resolved'
  >;
  resolved_by: string | null;
  resolved_at: Timestamp | null;
  resolution: string | null;
  created_at: Timestamp;
}
