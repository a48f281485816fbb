import type { ColumnType, Generated } from 'kysely';
import type { NotificationType } from '#shared/contracts/notifications';
import type { Timestamp, Flag } from './columns.ts';

/** Notifications and their delivery: in-app notifications, settings, push subscriptions, mails sent and being sent. */

/** One event for one recipient (decision record 019). */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: string;
  type: NotificationType;
  /** Who caused it; null for moderation and report outcomes, or once the actor's row is gone. */
  actor_id: string | null;
  post_id: number | null;
  comment_id: number | null;
  report_id: number | null;
  /** JSON text: the moderator's reason, a report's outcome... (NotificationData). */
  data: ColumnType<string, string | undefined, string>;
  /** Likes on one target ("post:12", "comment:7") share a key; one unread row per key and recipient. */
  group_key: string | null;
  /** The start of a like group's window: its likes are those made from here to created_at. */
  group_since: Timestamp | null;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

export interface NotificationSettingsTable {
  user_id: string;
  chat_mail: Flag;
  chat_mail_delay_minutes: ColumnType<number, number | undefined, number>;
  digest: ColumnType<'off' | 'daily' | 'weekly', 'off' | 'daily' | 'weekly' | undefined, 'off' | 'daily' | 'weekly'>;
  push_chat: Flag;
  push_community: Flag;
  last_chat_mail_at: Timestamp | null;
  last_digest_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
  created_at: Timestamp;
  /** The push service answered 404/410, or the address turned private: no more pushes go there. */
  gone_at: Timestamp | null;
}

export interface NotificationMailsTable {
  id: Generated<number>;
  user_id: string;
  kind: 'chat' | 'digest';
  sent_at: Timestamp;
}

/** A notification mail being sent: the mark its run moved, and the mark to put back if the run died (016). */
export interface MailClaimsTable {
  user_id: string;
  kind: 'chat' | 'digest';
  previous_mark: Timestamp | null;
  mark: Timestamp;
  expires_at: Timestamp;
}
