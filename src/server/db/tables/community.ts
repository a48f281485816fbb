import type { ColumnType, Generated } from 'kysely';
import type { Counter, Flag, Timestamp } from './columns.ts';

/** The community's tables: boards, posts, comments, likes, views, content reports. */

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
  archived: Flag;
  kind: ColumnType<'discussion' | 'qna', 'discussion' | 'qna' | undefined, 'discussion' | 'qna'>;
  post_count: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

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
