import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import { shownNickname } from '#shared/account-rules';
import type { BoardRef, BoardSummary, Comment, PostSummary } from '#shared/contracts/community';
import type { Photo } from '#shared/contracts/photos';
import type { BoardsTable, Database, Db } from '#server/db/schema';

/**
 * The rows of the community room and how they become contracts, written once (decision record 028): the
 * use cases under this folder read these.
 */

const EXCERPT_LENGTH = 240;

/** A board row as stored. */
export type BoardRow = Selectable<BoardsTable>;

export const excerptOf = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);

/** The author as others see them: no nickname once the account is deleted. */
export const authorRef = (r: { author_id: string; author_nickname: string; author_deleted_at: unknown }) => ({
  id: r.author_id,
  nickname: shownNickname({ nickname: r.author_nickname, deletedAt: r.author_deleted_at }),
});

export const boardRef = (r: {
  board_slug: string;
  name_ko: string;
  name_es: string;
  name_en: string;
  board_kind: 'discussion' | 'qna';
}): BoardRef => ({
  slug: r.board_slug,
  name: { ko: r.name_ko, es: r.name_es, en: r.name_en },
  kind: r.board_kind,
});

/** A post everyone may see: not deleted, not hidden. */
export const visiblePost = (eb: ExpressionBuilder<Database, 'posts'>) =>
  eb.and([eb('posts.deleted_at', 'is', null), eb('posts.hidden', '=', false)]);

const postColumns = (
  eb: ExpressionBuilder<Database & { author: Database['users'] }, 'posts' | 'boards' | 'author'>,
) => [
  'posts.id' as const,
  'posts.title' as const,
  sql<string>`substr(posts.body, 1, ${sql.lit(EXCERPT_LENGTH)})`.as('excerpt_source'),
  'posts.author_id' as const,
  'author.nickname as author_nickname' as const,
  'author.deleted_at as author_deleted_at' as const,
  'posts.created_at' as const,
  'posts.edited_at' as const,
  'posts.like_count' as const,
  'posts.comment_count' as const,
  'posts.view_count' as const,
  'posts.pinned' as const,
  'posts.accepted_comment_id' as const,
  'posts.board_id' as const,
  'boards.slug as board_slug' as const,
  'boards.name_ko' as const,
  'boards.name_es' as const,
  'boards.name_en' as const,
  'boards.kind as board_kind' as const,
  eb.ref('posts.hidden').as('hidden'),
  eb.ref('posts.deleted_at').as('deleted_at'),
];

/** Posts with their board and author, as every list and the post page read them. */
export const postQuery = (db: Db) =>
  db
    .selectFrom('posts')
    .innerJoin('boards', 'boards.id', 'posts.board_id')
    .innerJoin('users as author', 'author.id', 'posts.author_id')
    .select(postColumns);

export type PostRow = Awaited<ReturnType<ReturnType<typeof postQuery>['executeTakeFirstOrThrow']>>;

export const shapeSummary = (r: PostRow): PostSummary => ({
  id: r.id,
  board: boardRef(r),
  title: r.title,
  excerpt: excerptOf(r.excerpt_source),
  author: authorRef(r),
  createdAt: r.created_at,
  editedAt: r.edited_at,
  likeCount: r.like_count,
  commentCount: r.comment_count,
  viewCount: r.view_count,
  pinned: Boolean(r.pinned),
  hasAcceptedAnswer: r.accepted_comment_id !== null,
});

export const shapeBoard = (board: BoardRow, latestPost: BoardSummary['latestPost']): BoardSummary => ({
  slug: board.slug,
  name: { ko: board.name_ko, es: board.name_es, en: board.name_en },
  kind: board.kind,
  description: { ko: board.description_ko, es: board.description_es, en: board.description_en },
  postCount: board.post_count,
  latestPost,
});

/** The comments of a thread with their authors. */
export const commentQuery = (db: Db) =>
  db
    .selectFrom('comments')
    .innerJoin('users as author', 'author.id', 'comments.author_id')
    .select([
      'comments.id',
      'comments.author_id',
      'author.nickname as author_nickname',
      'author.deleted_at as author_deleted_at',
      'comments.body',
      'comments.created_at',
      'comments.edited_at',
      'comments.deleted_at',
      'comments.deleted_by_moderator',
      'comments.hidden',
      'comments.like_count',
    ]);

export type CommentRow = Awaited<ReturnType<ReturnType<typeof commentQuery>['executeTakeFirstOrThrow']>>;

/** What the viewer of a thread did there, and may see. */
export type ThreadViewer = {
  id: string | null;
  canModerate: boolean;
  liked: Set<number>;
  reportedComments: Set<string>;
  reportedUsers: Set<string>;
};

/** A hidden comment keeps its place in the thread; only its author and moderators read its text. */
export function shapeComment(r: CommentRow, postId: number, viewer: ThreadViewer, photos: Photo[]): Comment {
  const id = r.id;
  const deleted = r.deleted_at !== null;
  const isAuthor = viewer.id === r.author_id;
  const isHiddenFromViewer = Boolean(r.hidden) && !isAuthor && !viewer.canModerate;
  return {
    id,
    postId,
    author: authorRef(r),
    body: deleted || isHiddenFromViewer ? '' : r.body,
    createdAt: r.created_at,
    editedAt: r.edited_at,
    deleted,
    deletedByModerator: deleted && Boolean(r.deleted_by_moderator),
    hidden: Boolean(r.hidden),
    likeCount: r.like_count,
    photos: deleted || isHiddenFromViewer ? [] : photos,
    viewer: {
      isAuthor,
      liked: viewer.liked.has(id),
      reported: viewer.reportedComments.has(String(id)),
      reportedAuthor: viewer.reportedUsers.has(r.author_id),
    },
  };
}
