import { createHmac } from 'node:crypto';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Me } from '#shared/contracts/auth';
import { shownNickname } from '#shared/account-rules';
import type {
  BoardRef,
  BoardSummary,
  Comment,
  CreatePostInput,
  HighlightsResponse,
  LikeResponse,
  MyActivityResponse,
  PostDetail,
  PostListResponse,
  PostSort,
  PostSummary,
  UpdatePostInput,
} from '#shared/contracts/community';
import type { ReportInput, ReportReason } from '#shared/contracts/reports';
import type { PhotoRefInput } from '#shared/contracts/photos';
import { COMMENT_PHOTOS_MAX, POST_PHOTOS_MAX, POSTS_PAGE_SIZE } from '#shared/limits';
import { type Dialect, toIso } from '#server/db/column-types';
import type { Db } from '#server/db/index';
import type { ContentReportTarget, Database } from '#server/db/schema';
import { newestMatchingPostIds, postTextMatches } from '#server/db/search';
import { recordAudit } from '#server/lib/audit';
import { AppError, TooManyRequests, notFound } from '#server/lib/errors';
import { inWork, type WorkOption } from '#server/lib/transaction';
import type { NotificationsService } from '#server/modules/notifications/notifications.service';
import { attachPhotos } from '#server/modules/photos/attach-photos';
import type { PhotoStorage } from '#server/modules/photos/photo-storage';
import { photosOf } from '#server/modules/photos/photos.rows';

/**
 * Discourse's defaults, roughly: seconds between two posts (or comments) and how many a day, stricter in
 * an account's first day. `pacingScale` divides the waits and multiplies the daily caps (tests raise it).
 */
export const PACING = {
  post: { waitSeconds: 15, newWaitSeconds: 60, perDay: 20, newPerDay: 5 },
  comment: { waitSeconds: 5, newWaitSeconds: 15, perDay: 200, newPerDay: 30 },
} as const;
const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const HIGHLIGHT_COUNT = 10;
const POPULAR_COUNT = 5;
const POPULAR_WINDOW_DAYS = 30;
const PINNED_MAX = 10;
const COMMENTS_MAX = 1000;
const ACTIVITY_MAX = 50;
const EXCERPT_LENGTH = 240;

type Options = {
  dialect: Dialect;
  secret: string;
  pacingScale: number;
  notifications: NotificationsService;
  photoStorage: PhotoStorage;
};
type Viewer = Pick<Me, 'id' | 'role'> | null;

const isAdmin = (viewer: Viewer) => viewer?.role === 'admin';
const authorRef = (r: { author_id: string; author_nickname: string; author_deleted_at: unknown }) => ({
  id: r.author_id,
  nickname: shownNickname({ nickname: r.author_nickname, deletedAt: r.author_deleted_at }),
});
const boardRef = (r: {
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
const excerptOf = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);
const visiblePost = (eb: ExpressionBuilder<Database, 'posts'>) =>
  eb.and([eb('posts.deleted_at', 'is', null), eb('posts.hidden', '=', false)]);

export function createCommunityService(db: Db, { dialect, secret, pacingScale, notifications, photoStorage }: Options) {
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
  const postQuery = () =>
    db
      .selectFrom('posts')
      .innerJoin('boards', 'boards.id', 'posts.board_id')
      .innerJoin('users as author', 'author.id', 'posts.author_id')
      .select(postColumns);
  type PostRow = Awaited<ReturnType<ReturnType<typeof postQuery>['executeTakeFirstOrThrow']>>;

  const shapeSummary = (r: PostRow): PostSummary => ({
    id: Number(r.id),
    board: boardRef(r),
    title: r.title,
    excerpt: excerptOf(r.excerpt_source),
    author: authorRef(r),
    createdAt: toIso(r.created_at),
    editedAt: r.edited_at ? toIso(r.edited_at) : null,
    likeCount: Number(r.like_count),
    commentCount: Number(r.comment_count),
    viewCount: Number(r.view_count),
    pinned: Boolean(r.pinned),
    hasAcceptedAnswer: r.accepted_comment_id !== null,
  });

  async function requireBoard(slug: string, opts: { forWriting?: boolean } = {}) {
    const board = await db.selectFrom('boards').selectAll().where('slug', '=', slug).executeTakeFirst();
    if (!board || (opts.forWriting && board.archived))
      throw new AppError('NOT_FOUND', 'Board not found.', opts.forWriting ? 'boardId' : undefined);
    return board;
  }

  async function latestPost(boardId: number) {
    const row = await db
      .selectFrom('posts')
      .select(['id', 'title', 'created_at'])
      .where('board_id', '=', boardId)
      .where(visiblePost)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? { id: Number(row.id), title: row.title, createdAt: toIso(row.created_at) } : null;
  }

  async function summarizeBoard(board: Awaited<ReturnType<typeof requireBoard>>): Promise<BoardSummary> {
    return {
      slug: board.slug,
      name: { ko: board.name_ko, es: board.name_es, en: board.name_en },
      kind: board.kind,
      description: { ko: board.description_ko, es: board.description_es, en: board.description_en },
      postCount: Number(board.post_count),
      latestPost: await latestPost(Number(board.id)),
    };
  }

  /** The post row with its moderation state, or 404 — also for a hidden post the viewer may not see. */
  async function requireViewablePost(postId: number, viewer: Viewer) {
    const row = await postQuery()
      .select(['posts.body', 'posts.deleted_by_moderator'])
      .where('posts.id', '=', postId)
      .executeTakeFirst();
    if (!row) throw notFound('Post');
    if (row.hidden && row.author_id !== viewer?.id && !isAdmin(viewer)) throw notFound('Post');
    return row;
  }

  /** A post others can interact with: not deleted, not hidden. */
  async function requireLivePost(postId: number) {
    const post = await db
      .selectFrom('posts')
      .innerJoin('boards', 'boards.id', 'posts.board_id')
      .select(['posts.id', 'posts.author_id', 'posts.board_id', 'posts.accepted_comment_id', 'boards.kind'])
      .where('posts.id', '=', postId)
      .where(visiblePost)
      .executeTakeFirst();
    if (!post) throw notFound('Post');
    return post;
  }

  async function requireComment(commentId: number, executor: Pick<Db, 'selectFrom'> = db) {
    const comment = await executor
      .selectFrom('comments')
      .innerJoin('posts', 'posts.id', 'comments.post_id')
      .select([
        'comments.id',
        'comments.post_id',
        'comments.author_id',
        'comments.body',
        'comments.hidden',
        'comments.deleted_at',
        'posts.hidden as post_hidden',
        'posts.accepted_comment_id',
      ])
      .where('comments.id', '=', commentId)
      .executeTakeFirst();
    if (!comment || comment.post_hidden) throw notFound('Comment');
    return comment;
  }

  function requireVerified(user: Me) {
    if (!user.emailVerified)
      throw new AppError('EMAIL_NOT_VERIFIED', 'Verify your e-mail before writing in the community.');
  }

  /** Refuses a post or comment that comes too soon after the last one, or over the day's cap. */
  async function requirePace(user: Me, kind: 'post' | 'comment') {
    const rule = PACING[kind];
    const isNew = Date.now() - new Date(user.createdAt).getTime() < NEW_ACCOUNT_MS;
    // Whole milliseconds, as the timestamps are stored: a scaled-down wait under 1 ms (tests) is none.
    const waitMs = Math.floor(((isNew ? rule.newWaitSeconds : rule.waitSeconds) * 1000) / pacingScale);
    const perDay = Math.round((isNew ? rule.newPerDay : rule.perDay) * pacingScale);
    const table = kind === 'post' ? 'posts' : 'comments';
    const recent = await db
      .selectFrom(table)
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.min('created_at').as('first'),
        eb.fn.max('created_at').as('last'),
      ])
      .where('author_id', '=', user.id)
      .where('created_at', '>', new Date(Date.now() - DAY_MS).toISOString())
      .executeTakeFirstOrThrow();
    const last = recent.last ? new Date(recent.last as string | Date).getTime() : 0;
    const first = recent.first ? new Date(recent.first as string | Date).getTime() : 0;
    const retryAfterMs = Math.max(
      Number(recent.count) >= perDay ? first + DAY_MS - Date.now() : 0,
      last + waitMs - Date.now(),
    );
    if (retryAfterMs > 0) {
      throw new TooManyRequests(
        'TOO_FAST',
        `You are ${kind === 'post' ? 'posting' : 'commenting'} too fast. Wait a little and try again.`,
        retryAfterMs,
      );
    }
  }

  async function viewerFlags(viewer: Viewer, target: ContentReportTarget, targetId: number, authorId: string) {
    if (!viewer) return { liked: false, reported: false, reportedAuthor: false };
    const liked =
      target === 'post'
        ? db
            .selectFrom('post_likes')
            .select('user_id')
            .where('post_id', '=', targetId)
            .where('user_id', '=', viewer.id)
            .executeTakeFirst()
        : db
            .selectFrom('comment_likes')
            .select('user_id')
            .where('comment_id', '=', targetId)
            .where('user_id', '=', viewer.id)
            .executeTakeFirst();
    const [like, reports] = await Promise.all([
      liked,
      db
        .selectFrom('content_reports')
        .select('target_type')
        .where('reporter_id', '=', viewer.id)
        .where((eb) =>
          eb.or([
            eb.and([eb('target_type', '=', target), eb('target_id', '=', String(targetId))]),
            eb.and([eb('target_type', '=', 'user'), eb('target_id', '=', authorId)]),
          ]),
        )
        .execute(),
    ]);
    return {
      liked: Boolean(like),
      reported: reports.some((r) => r.target_type === target),
      reportedAuthor: reports.some((r) => r.target_type === 'user'),
    };
  }

  async function requirePost(postId: number, viewer: Viewer): Promise<PostDetail> {
    const row = await requireViewablePost(postId, viewer);
    const deleted = row.deleted_at !== null;
    const [flags, photos] = await Promise.all([
      viewerFlags(viewer, 'post', postId, row.author_id),
      deleted ? new Map() : photosOf(db, 'post', [postId]),
    ]);
    const summary = shapeSummary(row);
    return {
      ...summary,
      ...(deleted ? { title: '', excerpt: '' } : {}),
      body: deleted ? '' : row.body,
      acceptedCommentId: row.accepted_comment_id === null ? null : Number(row.accepted_comment_id),
      deleted,
      deletedByModerator: deleted && Boolean(row.deleted_by_moderator),
      hidden: Boolean(row.hidden),
      photos: photos.get(String(postId)) ?? [],
      viewer: { isAuthor: viewer?.id === row.author_id, canModerate: isAdmin(viewer), ...flags },
    };
  }

  /** The thread of a post, oldest first; `onlyId` narrows it to one comment. */
  async function listComments(postId: number, viewer: Viewer, onlyId?: number): Promise<Comment[]> {
    const post = await requireViewablePost(postId, viewer);
    const rows = await db
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
      ])
      .where('comments.post_id', '=', postId)
      .$if(onlyId !== undefined, (qb) => qb.where('comments.id', '=', onlyId!))
      .orderBy('comments.id')
      .limit(COMMENTS_MAX)
      .execute();
    let liked = new Set<number>();
    let reportedComments = new Set<string>();
    let reportedUsers = new Set<string>();
    if (viewer) {
      const [likes, reports] = await Promise.all([
        db
          .selectFrom('comment_likes')
          .innerJoin('comments', 'comments.id', 'comment_likes.comment_id')
          .select('comment_likes.comment_id')
          .where('comments.post_id', '=', postId)
          .where('comment_likes.user_id', '=', viewer.id)
          .execute(),
        db
          .selectFrom('content_reports')
          .select(['target_type', 'target_id'])
          .where('reporter_id', '=', viewer.id)
          .where('target_type', 'in', ['comment', 'user'])
          .execute(),
      ]);
      liked = new Set(likes.map((l) => Number(l.comment_id)));
      reportedComments = new Set(reports.filter((r) => r.target_type === 'comment').map((r) => r.target_id));
      reportedUsers = new Set(reports.filter((r) => r.target_type === 'user').map((r) => r.target_id));
    }
    const canModerate = isAdmin(viewer);
    const photos = await photosOf(
      db,
      'comment',
      rows.map((r) => Number(r.id)),
    );
    return rows.map((r) => {
      const id = Number(r.id);
      const deleted = r.deleted_at !== null;
      const isAuthor = viewer?.id === r.author_id;
      const isHiddenFromViewer = Boolean(r.hidden) && !isAuthor && !canModerate;
      return {
        id,
        postId: Number(post.id),
        author: authorRef(r),
        body: deleted || isHiddenFromViewer ? '' : r.body,
        createdAt: toIso(r.created_at),
        editedAt: r.edited_at ? toIso(r.edited_at) : null,
        deleted,
        deletedByModerator: deleted && Boolean(r.deleted_by_moderator),
        hidden: Boolean(r.hidden),
        likeCount: Number(r.like_count),
        photos: deleted || isHiddenFromViewer ? [] : (photos.get(String(id)) ?? []),
        viewer: {
          isAuthor,
          liked: liked.has(id),
          reported: reportedComments.has(String(id)),
          reportedAuthor: reportedUsers.has(r.author_id),
        },
      };
    });
  }

  async function requireCommentView(viewer: Viewer, commentId: number): Promise<Comment> {
    const comment = await requireComment(commentId);
    const [found] = await listComments(Number(comment.post_id), viewer, commentId);
    if (!found) throw notFound('Comment');
    return found;
  }

  /** Posts with open reports keep their text for the moderators; otherwise deleting removes it. */
  async function hasReports(target: ContentReportTarget, id: number, executor: Pick<Db, 'selectFrom'> = db) {
    const row = await executor
      .selectFrom('content_reports')
      .select('id')
      .where('target_type', '=', target)
      .where('target_id', '=', String(id))
      .executeTakeFirst();
    return Boolean(row);
  }

  /** One like per user per item; the counter moves only when the like row does, and a new like tells the author. */
  async function setLike(
    kind: 'post' | 'comment',
    userId: string,
    id: number,
    liked: boolean,
    target: { authorId: string; postId: number },
  ): Promise<LikeResponse> {
    const likeCount = await inWork(db, undefined, async (work) => {
      const { trx } = work;
      const now = new Date().toISOString();
      let changed: bigint | number;
      if (kind === 'post') {
        changed = liked
          ? ((
              await trx
                .insertInto('post_likes')
                .values({ post_id: id, user_id: userId, created_at: now })
                .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
                .executeTakeFirst()
            ).numInsertedOrUpdatedRows ?? 0n)
          : (
              await trx
                .deleteFrom('post_likes')
                .where('post_id', '=', id)
                .where('user_id', '=', userId)
                .executeTakeFirst()
            ).numDeletedRows;
      } else {
        changed = liked
          ? ((
              await trx
                .insertInto('comment_likes')
                .values({ comment_id: id, user_id: userId, created_at: now })
                .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing())
                .executeTakeFirst()
            ).numInsertedOrUpdatedRows ?? 0n)
          : (
              await trx
                .deleteFrom('comment_likes')
                .where('comment_id', '=', id)
                .where('user_id', '=', userId)
                .executeTakeFirst()
            ).numDeletedRows;
      }
      const table = kind === 'post' ? 'posts' : 'comments';
      if (Number(changed) > 0) {
        await trx
          .updateTable(table)
          .set((eb) => ({ like_count: eb('like_count', liked ? '+' : '-', 1) }))
          .where('id', '=', id)
          .execute();
        if (liked)
          await notifications.liked(
            {
              actorId: userId,
              authorId: target.authorId,
              postId: target.postId,
              commentId: kind === 'comment' ? id : null,
              at: now,
            },
            { work },
          );
      }
      const row = await trx.selectFrom(table).select('like_count').where('id', '=', id).executeTakeFirstOrThrow();
      return Number(row.like_count);
    });
    return { liked, likeCount };
  }

  async function report(
    user: Me,
    target: ContentReportTarget,
    targetId: string,
    reportedUserId: string,
    input: ReportInput,
  ) {
    if (reportedUserId === user.id) throw new AppError('BAD_REQUEST', 'You cannot report yourself.');
    const result = await db
      .insertInto('content_reports')
      .values({
        target_type: target,
        target_id: targetId,
        reporter_id: user.id,
        reported_user_id: reportedUserId,
        reason: input.reason,
        detail: input.detail ?? null,
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.columns(['target_type', 'target_id', 'reporter_id']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0)
      throw new AppError('ALREADY_REPORTED', 'You have already reported this.');
  }

  /** The count of visible posts on a board follows every change of visibility. */
  const bumpBoard = (trx: Pick<Db, 'updateTable'>, boardId: number, by: 1 | -1) =>
    trx
      .updateTable('boards')
      .set((eb) => ({ post_count: eb('post_count', '+', by) }))
      .where('id', '=', boardId)
      .execute();

  let lastViewPrune = 0;

  return {
    async listBoards(): Promise<BoardSummary[]> {
      const boards = await db
        .selectFrom('boards')
        .selectAll()
        .where('archived', '=', false)
        .orderBy('position')
        .orderBy('id')
        .execute();
      return Promise.all(boards.map(summarizeBoard));
    },

    async requireBoardSummary(slug: string): Promise<BoardSummary> {
      return summarizeBoard(await requireBoard(slug));
    },

    async highlights(): Promise<HighlightsResponse> {
      const live = () => postQuery().where(visiblePost).where('boards.archived', '=', false);
      const since = new Date(Date.now() - POPULAR_WINDOW_DAYS * DAY_MS).toISOString();
      const [newest, popular] = await Promise.all([
        live().orderBy('posts.id', 'desc').limit(HIGHLIGHT_COUNT).execute(),
        live()
          .where('posts.created_at', '>', since)
          .where('posts.like_count', '>', 0)
          .orderBy('posts.like_count', 'desc')
          .orderBy('posts.id', 'desc')
          .limit(POPULAR_COUNT)
          .execute(),
      ]);
      return { newest: newest.map(shapeSummary), popular: popular.map(shapeSummary) };
    },

    /** Keyset pages: the cursor is the last post's id (newest) or "count:id" (most liked / commented). */
    async listPosts(slug: string, query: { sort: PostSort; q?: string; cursor?: string }): Promise<PostListResponse> {
      const board = await requireBoard(slug);
      const q = query.q?.trim() || undefined;
      const counter =
        query.sort === 'likes' ? 'posts.like_count' : query.sort === 'comments' ? 'posts.comment_count' : null;
      const pinnedFirst = query.sort === 'newest' && !q;
      let list = postQuery().where('posts.board_id', '=', Number(board.id)).where(visiblePost);
      if (pinnedFirst) list = list.where('posts.pinned', '=', false);
      if (q) list = list.where(postTextMatches(dialect, q));
      if (query.cursor) {
        const parts = query.cursor.split(':').map(Number);
        // Ids and counts are bigint columns on PostgreSQL: a number past the safe range is not one of ours.
        if (parts.length !== (counter ? 2 : 1) || parts.some((n) => !Number.isSafeInteger(n) || n < 0)) {
          throw new AppError('BAD_REQUEST', 'This page link is not valid.', 'cursor');
        }
        if (counter) {
          const [count, id] = parts as [number, number];
          list = list.where((eb) =>
            eb.or([eb(counter, '<', count), eb.and([eb(counter, '=', count), eb('posts.id', '<', id)])]),
          );
        } else {
          list = list.where('posts.id', '<', parts[0]!);
        }
      }
      if (counter) list = list.orderBy(counter, 'desc');
      const ids =
        q && !counter
          ? await newestMatchingPostIds(db, dialect, {
              boardId: Number(board.id),
              q,
              beforeId: query.cursor ? Number(query.cursor) : undefined,
              limit: POSTS_PAGE_SIZE + 1,
            })
          : null;
      const rows = ids
        ? ids.length > 0
          ? await postQuery().where('posts.id', 'in', ids).orderBy('posts.id', 'desc').execute()
          : []
        : await list
            .orderBy('posts.id', 'desc')
            .limit(POSTS_PAGE_SIZE + 1)
            .execute();
      const page = rows.slice(0, POSTS_PAGE_SIZE);
      const last = page.at(-1);
      const nextCursor =
        rows.length > POSTS_PAGE_SIZE && last
          ? counter
            ? `${Number(counter === 'posts.like_count' ? last.like_count : last.comment_count)}:${last.id}`
            : `${last.id}`
          : null;
      const pinned =
        pinnedFirst && !query.cursor
          ? await postQuery()
              .where('posts.board_id', '=', Number(board.id))
              .where(visiblePost)
              .where('posts.pinned', '=', true)
              .orderBy('posts.id', 'desc')
              .limit(PINNED_MAX)
              .execute()
          : [];
      return { posts: [...pinned, ...page].map(shapeSummary), nextCursor };
    },

    requirePost,
    requireCommentView,

    /** Counts a view at most once per viewer per post per UTC day; a visitor is a keyed hash of their address. */
    async recordView(postId: number, viewer: { userId: string } | { ip: string }): Promise<number> {
      await requireLivePost(postId);
      const key =
        'userId' in viewer
          ? viewer.userId
          : `v:${createHmac('sha256', secret).update(viewer.ip).digest('base64url').slice(0, 24)}`;
      const now = new Date();
      const day = now.toISOString().slice(0, 10);
      const viewCount = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('post_views')
          .values({ post_id: postId, viewer: key, day })
          .onConflict((oc) => oc.columns(['post_id', 'viewer', 'day']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
          await trx
            .updateTable('posts')
            .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
            .where('id', '=', postId)
            .execute();
        }
        return Number(
          (await trx.selectFrom('posts').select('view_count').where('id', '=', postId).executeTakeFirstOrThrow())
            .view_count,
        );
      });
      // Yesterday's rows are only kept to answer today's duplicates; older ones go, at most once an hour.
      if (now.getTime() - lastViewPrune > 60 * 60 * 1000) {
        lastViewPrune = now.getTime();
        await db
          .deleteFrom('post_views')
          .where('day', '<', new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10))
          .execute();
      }
      return viewCount;
    },

    listComments: (postId: number, viewer: Viewer) => listComments(postId, viewer),

    async createPost(user: Me, input: CreatePostInput): Promise<PostDetail> {
      requireVerified(user);
      const board = await requireBoard(input.boardId, { forWriting: true });
      await requirePace(user, 'post');
      const id = await inWork(db, undefined, async (work) => {
        const { trx } = work;
        const row = await trx
          .insertInto('posts')
          .values({
            board_id: Number(board.id),
            author_id: user.id,
            title: input.title,
            body: input.body,
            created_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await bumpBoard(trx, Number(board.id), 1);
        if (input.photos?.length)
          await attachPhotos(
            { work, storage: photoStorage },
            {
              ownerId: user.id,
              target: { type: 'post', id: Number(row.id) },
              photos: input.photos,
              max: POST_PHOTOS_MAX,
              visibility: 'public',
            },
          );
        return Number(row.id);
      });
      return requirePost(id, user);
    },

    /** Only the author edits; a changed title or body earns the 'edited' mark. */
    async updatePost(user: Me, postId: number, input: UpdatePostInput): Promise<PostDetail> {
      requireVerified(user);
      const post = await db
        .selectFrom('posts')
        .selectAll()
        .where('id', '=', postId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!post || (post.hidden && post.author_id !== user.id && user.role !== 'admin')) throw notFound('Post');
      if (post.author_id !== user.id) throw new AppError('FORBIDDEN', 'Only the author can edit this post.');
      const board = await requireBoard(input.boardId, { forWriting: true });
      const isChanged = input.title !== post.title || input.body !== post.body;
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('posts')
          .set({
            board_id: Number(board.id),
            title: input.title,
            body: input.body,
            ...(isChanged ? { edited_at: new Date().toISOString() } : {}),
          })
          .where('id', '=', postId)
          .execute();
        if (Number(board.id) !== Number(post.board_id) && !post.hidden) {
          await bumpBoard(trx, Number(post.board_id), -1);
          await bumpBoard(trx, Number(board.id), 1);
        }
      });
      return requirePost(postId, user);
    },

    /** The author or an admin deletes; a tombstone stays so the comments stay readable. */
    async deletePost(
      user: Me,
      postId: number,
      reason: ReportReason | null = null,
      { work }: WorkOption = {},
    ): Promise<void> {
      await inWork(db, work, async (work) => {
        const { trx } = work;
        const post = await trx
          .selectFrom('posts')
          .selectAll()
          .where('id', '=', postId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        const isAuthor = post?.author_id === user.id;
        if (!post || (post.hidden && !isAuthor && user.role !== 'admin')) throw notFound('Post');
        if (!isAuthor && user.role !== 'admin')
          throw new AppError('FORBIDDEN', 'Only the author can delete this post.');
        const keepText = await hasReports('post', postId, trx);
        await trx
          .updateTable('posts')
          .set({
            deleted_at: new Date().toISOString(),
            deleted_by_moderator: !isAuthor,
            pinned: false,
            ...(keepText ? {} : { title: '', body: '' }),
          })
          .where('id', '=', postId)
          .execute();
        if (!post.hidden) await bumpBoard(trx, Number(post.board_id), -1);
        if (!isAuthor) {
          await recordAudit(trx, {
            actorId: user.id,
            action: 'post.delete',
            targetType: 'post',
            targetId: postId,
            before: { title: post.title, hidden: Boolean(post.hidden) },
            after: { deleted: true },
          });
          await notifications.moderated(
            {
              moderatorId: user.id,
              subject: 'post',
              id: postId,
              type: 'content_removed',
              reason,
              at: new Date().toISOString(),
            },
            { work },
          );
        }
      });
    },

    async setPostLike(user: Me, postId: number, liked: boolean): Promise<LikeResponse> {
      const post = await requireLivePost(postId);
      return setLike('post', user.id, postId, liked, { authorId: post.author_id, postId });
    },

    async reportPost(user: Me, postId: number, input: ReportInput) {
      const post = await requireLivePost(postId);
      await report(user, 'post', String(postId), post.author_id, input);
    },

    async reportUser(user: Me, userId: string, input: ReportInput) {
      const target = await db
        .selectFrom('users')
        .select(['id', 'deleted_at'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!target || target.deleted_at) throw notFound('User');
      await report(user, 'user', userId, userId, input);
    },

    async createComment(user: Me, postId: number, body: string, photos: PhotoRefInput[] = []): Promise<Comment> {
      requireVerified(user);
      await requireLivePost(postId);
      await requirePace(user, 'comment');
      const id = await inWork(db, undefined, async (work) => {
        const { trx } = work;
        const at = new Date().toISOString();
        const row = await trx
          .insertInto('comments')
          .values({ post_id: postId, author_id: user.id, body, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('posts')
          .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
          .where('id', '=', postId)
          .execute();
        if (photos.length)
          await attachPhotos(
            { work, storage: photoStorage },
            {
              ownerId: user.id,
              target: { type: 'comment', id: Number(row.id) },
              photos,
              max: COMMENT_PHOTOS_MAX,
              visibility: 'public',
            },
          );
        await notifications.commentCreated({ actorId: user.id, postId, commentId: Number(row.id), at }, { work });
        return Number(row.id);
      });
      return requireCommentView(user, id);
    },

    async updateComment(user: Me, commentId: number, body: string): Promise<Comment> {
      requireVerified(user);
      const comment = await requireComment(commentId);
      if (comment.deleted_at) throw notFound('Comment');
      if (comment.author_id !== user.id) throw new AppError('FORBIDDEN', 'Only the author can edit this comment.');
      if (body !== comment.body) {
        await db
          .updateTable('comments')
          .set({ body, edited_at: new Date().toISOString() })
          .where('id', '=', commentId)
          .execute();
      }
      return requireCommentView(user, commentId);
    },

    async deleteComment(
      user: Me,
      commentId: number,
      reason: ReportReason | null = null,
      { work }: WorkOption = {},
    ): Promise<void> {
      await inWork(db, work, async (work) => {
        const { trx } = work;
        const comment = await requireComment(commentId, trx);
        if (comment.deleted_at) throw notFound('Comment');
        const isAuthor = comment.author_id === user.id;
        if (!isAuthor && user.role !== 'admin')
          throw new AppError('FORBIDDEN', 'Only the author can delete this comment.');
        const keepText = await hasReports('comment', commentId, trx);
        await trx
          .updateTable('comments')
          .set({
            deleted_at: new Date().toISOString(),
            deleted_by_moderator: !isAuthor,
            ...(keepText ? {} : { body: '' }),
          })
          .where('id', '=', commentId)
          .execute();
        await trx
          .updateTable('posts')
          .set((eb) => ({
            comment_count: eb('comment_count', '-', 1),
            accepted_comment_id: eb
              .case()
              .when('accepted_comment_id', '=', commentId)
              .then(sql<number | null>`null`)
              .else(eb.ref('accepted_comment_id'))
              .end(),
          }))
          .where('id', '=', Number(comment.post_id))
          .execute();
        if (!isAuthor) {
          await recordAudit(trx, {
            actorId: user.id,
            action: 'comment.delete',
            targetType: 'comment',
            targetId: commentId,
            before: { body: comment.body },
            after: { deleted: true },
          });
          await notifications.moderated(
            {
              moderatorId: user.id,
              subject: 'comment',
              id: commentId,
              type: 'content_removed',
              reason,
              at: new Date().toISOString(),
            },
            { work },
          );
        }
      });
    },

    async setCommentLike(user: Me, commentId: number, liked: boolean): Promise<LikeResponse> {
      const comment = await requireComment(commentId);
      if (comment.deleted_at || comment.hidden) throw notFound('Comment');
      return setLike('comment', user.id, commentId, liked, {
        authorId: comment.author_id,
        postId: Number(comment.post_id),
      });
    },

    async reportComment(user: Me, commentId: number, input: ReportInput) {
      const comment = await requireComment(commentId);
      if (comment.deleted_at) throw notFound('Comment');
      await report(user, 'comment', String(commentId), comment.author_id, input);
    },

    /** On a Q&A board the post's author marks one comment as the answer, or clears it (null). */
    async setAcceptedAnswer(user: Me, postId: number, commentId: number | null): Promise<PostDetail> {
      const post = await requireLivePost(postId);
      if (post.author_id !== user.id)
        throw new AppError('FORBIDDEN', 'Only the author of the question can accept an answer.');
      if (post.kind !== 'qna')
        throw new AppError('BAD_REQUEST', 'Only questions on a Q&A board have an accepted answer.');
      if (commentId !== null) {
        const comment = await db
          .selectFrom('comments')
          .select('id')
          .where('id', '=', commentId)
          .where('post_id', '=', postId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!comment) throw new AppError('NOT_FOUND', 'Comment not found.', 'commentId');
      }
      await inWork(db, undefined, async (work) => {
        await work.trx.updateTable('posts').set({ accepted_comment_id: commentId }).where('id', '=', postId).execute();
        if (
          commentId !== null &&
          (post.accepted_comment_id === null || Number(post.accepted_comment_id) !== commentId)
        ) {
          await notifications.answerAccepted(
            { actorId: user.id, postId, commentId, at: new Date().toISOString() },
            { work },
          );
        }
      });
      return requirePost(postId, user);
    },

    /** Admin: hide or show a post (hidden posts leave every list at once), pin or unpin it. */
    async moderatePost(
      admin: Me,
      postId: number,
      change: { hidden?: boolean; pinned?: boolean },
      reason: ReportReason | null = null,
      { work }: WorkOption = {},
    ): Promise<void> {
      await inWork(db, work, async (work) => {
        const { trx } = work;
        const post = await trx.selectFrom('posts').selectAll().where('id', '=', postId).executeTakeFirst();
        if (!post) throw notFound('Post');
        const before = { hidden: Boolean(post.hidden), pinned: Boolean(post.pinned) };
        const after = { hidden: change.hidden ?? before.hidden, pinned: change.pinned ?? before.pinned };
        await trx.updateTable('posts').set(after).where('id', '=', postId).execute();
        if (after.hidden !== before.hidden && !post.deleted_at)
          await bumpBoard(trx, Number(post.board_id), after.hidden ? -1 : 1);
        if (after.hidden && !before.hidden && !post.deleted_at) {
          await notifications.moderated(
            {
              moderatorId: admin.id,
              subject: 'post',
              id: postId,
              type: 'content_hidden',
              reason,
              at: new Date().toISOString(),
            },
            { work },
          );
        }
        for (const key of ['hidden', 'pinned'] as const) {
          if (after[key] === before[key]) continue;
          const action =
            key === 'hidden' ? (after.hidden ? 'post.hide' : 'post.unhide') : after.pinned ? 'post.pin' : 'post.unpin';
          await recordAudit(trx, {
            actorId: admin.id,
            action,
            targetType: 'post',
            targetId: postId,
            before: { [key]: before[key] },
            after: { [key]: after[key] },
          });
        }
      });
    },

    async moderateComment(
      admin: Me,
      commentId: number,
      hidden: boolean,
      reason: ReportReason | null = null,
      { work }: WorkOption = {},
    ): Promise<void> {
      await inWork(db, work, async (work) => {
        const { trx } = work;
        const comment = await trx
          .selectFrom('comments')
          .select(['id', 'hidden', 'deleted_at'])
          .where('id', '=', commentId)
          .executeTakeFirst();
        if (!comment) throw notFound('Comment');
        if (Boolean(comment.hidden) === hidden) return;
        await trx.updateTable('comments').set({ hidden }).where('id', '=', commentId).execute();
        await recordAudit(trx, {
          actorId: admin.id,
          action: hidden ? 'comment.hide' : 'comment.unhide',
          targetType: 'comment',
          targetId: commentId,
          before: { hidden: !hidden },
          after: { hidden },
        });
        if (hidden && !comment.deleted_at) {
          await notifications.moderated(
            {
              moderatorId: admin.id,
              subject: 'comment',
              id: commentId,
              type: 'content_hidden',
              reason,
              at: new Date().toISOString(),
            },
            { work },
          );
        }
      });
    },

    /** My page: my posts, my comments and the posts I liked, newest first. */
    async myActivity(userId: string): Promise<MyActivityResponse> {
      const [posts, comments, liked] = await Promise.all([
        postQuery()
          .where('posts.author_id', '=', userId)
          .where('posts.deleted_at', 'is', null)
          .orderBy('posts.id', 'desc')
          .limit(ACTIVITY_MAX)
          .execute(),
        db
          .selectFrom('comments')
          .innerJoin('posts', 'posts.id', 'comments.post_id')
          .select([
            'comments.id',
            'comments.body',
            'comments.created_at',
            'posts.id as post_id',
            'posts.title',
            'posts.deleted_at as post_deleted_at',
            'posts.hidden as post_hidden',
            'posts.author_id as post_author_id',
          ])
          .where('comments.author_id', '=', userId)
          .where('comments.deleted_at', 'is', null)
          .orderBy('comments.id', 'desc')
          .limit(ACTIVITY_MAX)
          .execute(),
        postQuery()
          .innerJoin('post_likes', 'post_likes.post_id', 'posts.id')
          .where('post_likes.user_id', '=', userId)
          .where(visiblePost)
          .orderBy('post_likes.created_at', 'desc')
          .limit(ACTIVITY_MAX)
          .execute(),
      ]);
      return {
        posts: posts.map(shapeSummary),
        comments: comments
          .filter((c) => !c.post_deleted_at && (!c.post_hidden || c.post_author_id === userId))
          .map((c) => ({
            id: Number(c.id),
            body: excerptOf(c.body),
            createdAt: toIso(c.created_at),
            post: { id: Number(c.post_id), title: c.title },
          })),
        likedPosts: liked.map(shapeSummary),
      };
    },

    /** For the data export: what the user wrote, liked and reported. */
    async exportFor(userId: string) {
      const [posts, comments, postLikes, commentLikes, reports] = await Promise.all([
        db
          .selectFrom('posts')
          .innerJoin('boards', 'boards.id', 'posts.board_id')
          .select([
            'posts.id',
            'boards.slug',
            'posts.title',
            'posts.body',
            'posts.created_at',
            'posts.edited_at',
            'posts.deleted_at',
          ])
          .where('posts.author_id', '=', userId)
          .orderBy('posts.id')
          .execute(),
        db
          .selectFrom('comments')
          .select(['id', 'post_id', 'body', 'created_at', 'edited_at', 'deleted_at'])
          .where('author_id', '=', userId)
          .orderBy('id')
          .execute(),
        db.selectFrom('post_likes').select(['post_id', 'created_at']).where('user_id', '=', userId).execute(),
        db.selectFrom('comment_likes').select(['comment_id', 'created_at']).where('user_id', '=', userId).execute(),
        db
          .selectFrom('content_reports')
          .select(['target_type', 'target_id', 'reason', 'detail', 'created_at'])
          .where('reporter_id', '=', userId)
          .execute(),
      ]);
      const when = (value: Date | string | null) => (value ? toIso(value) : null);
      return {
        posts: posts.map((p) => ({
          id: Number(p.id),
          board: p.slug,
          title: p.title,
          body: p.body,
          createdAt: toIso(p.created_at),
          editedAt: when(p.edited_at),
          deletedAt: when(p.deleted_at),
        })),
        comments: comments.map((c) => ({
          id: Number(c.id),
          postId: Number(c.post_id),
          body: c.body,
          createdAt: toIso(c.created_at),
          editedAt: when(c.edited_at),
          deletedAt: when(c.deleted_at),
        })),
        likes: [
          ...postLikes.map((l) => ({ postId: Number(l.post_id), likedAt: toIso(l.created_at) })),
          ...commentLikes.map((l) => ({ commentId: Number(l.comment_id), likedAt: toIso(l.created_at) })),
        ],
        contentReports: reports.map((r) => ({
          target: r.target_type,
          targetId: r.target_id,
          reason: r.reason,
          detail: r.detail,
          createdAt: toIso(r.created_at),
        })),
      };
    },
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
