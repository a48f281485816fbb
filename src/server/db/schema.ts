import type { ColumnType, Generated, Insertable, Kysely, Selectable } from 'kysely';
import type { AccountStatus } from '#shared/account-rules';
import type { MessagePrivacy, RequestState } from '#shared/contracts/message-requests';
import type { NotificationType } from '#shared/contracts/notifications';

// PostgreSQL hands back Date, SQLite the ISO text Better Auth and we write; see toIso().
export type Timestamp = ColumnType<Date | string, Date | string, Date | string>;
// SQLite has no boolean type: SqliteBooleanPlugin writes 1/0 and reads come back as 0/1.
export type Bool = ColumnType<boolean | number, boolean, boolean>;

export interface UsersTable {
  id: string;
  email: string;
  email_verified: Bool;
  nickname: string;
  image: string | null;
  role: ColumnType<'admin' | 'user', 'admin' | 'user' | undefined, 'admin' | 'user'>;
  /** 'deactivated' by an admin, or by the owner's deletion (then deleted_at is set too); see #shared/account-rules. */
  status: ColumnType<AccountStatus, AccountStatus | undefined, AccountStatus>;
  language: 'ko' | 'es' | 'en' | null;
  ban_until: Timestamp | null;
  total_message_reports: ColumnType<number, number | undefined, number>;
  message_privacy: ColumnType<MessagePrivacy, MessagePrivacy | undefined, MessagePrivacy>;
  deleted_at: Timestamp | null;
  nickname_skeleton: string | null;
  two_factor_enabled: ColumnType<boolean | number, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TwoFactorsTable {
  id: string;
  user_id: string;
  secret: string;
  backup_codes: string;
  verified: Bool;
  failed_verification_count: ColumnType<number, number | undefined, number>;
  locked_until: Timestamp | null;
  /** The last TOTP time step (Unix time / 30 s) a code was accepted for: a code works once. */
  last_totp_step: ColumnType<number | string | null, number | null | undefined, number | null>;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token: string;
  expires_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set when this session passed the second factor (admin routes require it). */
  two_factor_verified: ColumnType<boolean | number, boolean | undefined, boolean>;
}

export interface AccountsTable {
  id: string;
  user_id: string;
  account_id: string;
  provider_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Timestamp | null;
  refresh_token_expires_at: Timestamp | null;
  scope: string | null;
  password: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RevokedSessionsTable {
  token: string;
  user_id: string;
  reason: 'deactivated';
  revoked_at: Timestamp;
}

export interface BoardsTable {
  id: Generated<number>;
  slug: string;
  name_ko: string;
  name_es: string;
  name_en: string;
  description_ko: string;
  description_es: string;
  description_en: string;
  position: ColumnType<number, number | undefined, number>;
  archived: ColumnType<boolean | number, boolean | undefined, boolean>;
  kind: ColumnType<'discussion' | 'qna', 'discussion' | 'qna' | undefined, 'discussion' | 'qna'>;
  post_count: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: string;
  action: string;
  target_type: string;
  target_id: string;
  before: string | null;
  after: string | null;
  created_at: Timestamp;
}

export interface PhrasesTable {
  id: string;
  category: string;
  ko: string;
  romanization: string;
  en: string;
  es: string;
  position: number;
  updated_at: Timestamp;
}

export interface RegionsTable {
  id: string;
  name_ko: string;
  name_es: string;
  name_en: string;
  summary_ko: string;
  summary_es: string;
  summary_en: string;
  position: number;
  updated_at: Timestamp;
}

export interface PlacesTable {
  id: string;
  region_id: string;
  name_korean: string;
  address_ko: string;
  lat: number;
  lng: number;
  name_ko: string;
  name_es: string;
  name_en: string;
  what_ko: string;
  what_es: string;
  what_en: string;
  why_ko: string;
  why_es: string;
  why_en: string;
  how_ko: string;
  how_es: string;
  how_en: string;
  position: number;
  updated_at: Timestamp;
}

export interface FavoritePhrasesTable {
  user_id: string;
  phrase_id: string;
  created_at: Timestamp;
}

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
  is_read: ColumnType<boolean | number, boolean | undefined, boolean>;
  deleted: ColumnType<boolean | number, boolean | undefined, boolean>;
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

type Counter = ColumnType<number, number | undefined, number>;
type Flag = ColumnType<boolean | number, boolean | undefined, boolean>;

export interface PostsTable {
  id: Generated<number>;
  board_id: number;
  author_id: string;
  title: string;
  body: string;
  like_count: Counter;
  comment_count: Counter;
  view_count: Counter;
  accepted_comment_id: number | null;
  pinned: Flag;
  hidden: Flag;
  deleted_at: Timestamp | null;
  deleted_by_moderator: Flag;
  edited_at: Timestamp | null;
  created_at: Timestamp;
}

export interface CommentsTable {
  id: Generated<number>;
  post_id: number;
  author_id: string;
  body: string;
  like_count: Counter;
  hidden: Flag;
  deleted_at: Timestamp | null;
  deleted_by_moderator: Flag;
  edited_at: Timestamp | null;
  created_at: Timestamp;
}

export interface PostLikesTable {
  post_id: number;
  user_id: string;
  created_at: Timestamp;
}

export interface CommentLikesTable {
  comment_id: number;
  user_id: string;
  created_at: Timestamp;
}

export interface PostViewsTable {
  post_id: number;
  viewer: string;
  day: string;
}

export type ContentReportTarget = 'post' | 'comment' | 'user';

export interface ContentReportsTable {
  id: Generated<number>;
  target_type: ContentReportTarget;
  target_id: string;
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
  chat_mail: ColumnType<boolean | number, boolean | undefined, boolean>;
  chat_mail_delay_minutes: ColumnType<number, number | undefined, number>;
  digest: ColumnType<'off' | 'daily' | 'weekly', 'off' | 'daily' | 'weekly' | undefined, 'off' | 'daily' | 'weekly'>;
  push_chat: ColumnType<boolean | number, boolean | undefined, boolean>;
  push_community: ColumnType<boolean | number, boolean | undefined, boolean>;
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

/** One uploaded photo (decision record 032); its files are in the photo storage under storage_key. */
export interface PhotosTable {
  id: string;
  owner_id: string;
  storage_key: string;
  visibility: 'public' | 'private';
  state: ColumnType<'pending' | 'attached' | 'removed', 'pending' | undefined, 'pending' | 'attached' | 'removed'>;
  target_type: 'post' | 'comment' | 'message' | 'place' | 'region' | null;
  target_id: string | null;
  position: ColumnType<number, number | undefined, number>;
  alt: ColumnType<string, string | undefined, string>;
  width: number;
  height: number;
  /** JSON text: the widths made, ascending. */
  widths: string;
  placeholder: string;
  bytes: number;
  /** JSON text: each file's size in bytes, by file name. */
  file_sizes: string;
  created_at: Timestamp;
  attached_at: Timestamp | null;
  removed_at: Timestamp | null;
}

/** A notification mail being sent: the mark its run moved, and the mark to put back if the run died (016). */
export interface MailClaimsTable {
  user_id: string;
  kind: 'chat' | 'digest';
  previous_mark: Timestamp | null;
  mark: Timestamp;
  expires_at: Timestamp;
}

/** The SQLite job queue (src/server/jobs/sqlite-queue.ts); PostgreSQL uses pg-boss's schema. */
export interface JobsTable {
  id: Generated<number>;
  name: string;
  data: string;
  key: string | null;
  run_at: string;
  attempts: ColumnType<number, number | undefined, number>;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  revoked_sessions: RevokedSessionsTable;
  two_factors: TwoFactorsTable;
  boards: BoardsTable;
  audit_log: AuditLogTable;
  phrases: PhrasesTable;
  regions: RegionsTable;
  places: PlacesTable;
  favorite_phrases: FavoritePhrasesTable;
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
  blocks: BlocksTable;
  message_reports: MessageReportsTable;
  posts: PostsTable;
  comments: CommentsTable;
  post_likes: PostLikesTable;
  comment_likes: CommentLikesTable;
  post_views: PostViewsTable;
  content_reports: ContentReportsTable;
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
  push_subscriptions: PushSubscriptionsTable;
  notification_mails: NotificationMailsTable;
  mail_claims: MailClaimsTable;
  jobs: JobsTable;
  photos: PhotosTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewBoard = Insertable<BoardsTable>;

/** The query builder over these tables. */
export type Db = Kysely<Database>;
