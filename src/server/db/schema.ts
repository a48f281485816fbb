import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  AccountsTable,
  RevokedSessionsTable,
  SessionsTable,
  TwoFactorsTable,
  UsersTable,
  VerificationsTable,
} from './tables/accounts.ts';
import type { FavoritePhrasesTable, PhrasesTable, PlacesTable, RegionsTable } from './tables/guide.ts';
import type {
  BlocksTable,
  ConversationMembersTable,
  ConversationsTable,
  MessageReportsTable,
  MessagesTable,
} from './tables/messaging.ts';
import type {
  BoardsTable,
  CommentLikesTable,
  CommentsTable,
  ContentReportsTable,
  PostLikesTable,
  PostViewsTable,
  PostsTable,
} from './tables/community.ts';
import type {
  MailClaimsTable,
  NotificationMailsTable,
  NotificationSettingsTable,
  NotificationsTable,
  PushSubscriptionsTable,
} from './tables/delivery.ts';
import type { AuditLogTable, JobsTable, PhotosTable } from './tables/system.ts';

/** The tables, one file per room under tables/, and the database they make. */
export type { Bool, Timestamp } from './tables/columns.ts';
export type {
  AccountsTable,
  RevokedSessionsTable,
  SessionsTable,
  TwoFactorsTable,
  UsersTable,
  VerificationsTable,
} from './tables/accounts.ts';
export type { FavoritePhrasesTable, PhrasesTable, PlacesTable, RegionsTable } from './tables/guide.ts';
export type {
  BlocksTable,
  ConversationMembersTable,
  ConversationsTable,
  MessageReportsTable,
  MessagesTable,
} from './tables/messaging.ts';
export type {
  BoardsTable,
  CommentLikesTable,
  CommentsTable,
  ContentReportTarget,
  ContentReportsTable,
  PostLikesTable,
  PostViewsTable,
  PostsTable,
} from './tables/community.ts';
export type {
  MailClaimsTable,
  NotificationMailsTable,
  NotificationSettingsTable,
  NotificationsTable,
  PushSubscriptionsTable,
} from './tables/delivery.ts';
export type { AuditLogTable, JobsTable, PhotosTable } from './tables/system.ts';

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
