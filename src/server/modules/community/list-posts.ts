import type { PostListResponse, PostSort } from '#shared/contracts/community';
import { POSTS_PAGE_SIZE } from '#shared/limits';
import { AppError } from '#server/lib/errors';
import type { CommunityContext } from './community-context.ts';
import { type PostRow, postQuery, shapeSummary, visiblePost } from './community.rows.ts';
import { requireBoard } from './post-access.ts';

const PINNED_MAX = 10;

type Counter = 'posts.like_count' | 'posts.comment_count';
type ListContext = Pick<CommunityContext, 'db' | 'database'>;
type Query = { sort: PostSort; q?: string; cursor?: string };

/** A cursor's numbers: the last post's id, or its count and id; 400 for anything else. */
function parseCursor(cursor: string, counter: Counter | null): number[] {
  const parts = cursor.split(':').map(Number);
  // Ids and counts are bigint columns on PostgreSQL: a number past the safe range is not one of ours.
  if (parts.length !== (counter ? 2 : 1) || parts.some((n) => !Number.isSafeInteger(n) || n < 0)) {
    throw new AppError('BAD_REQUEST', 'This page link is not valid.', 'cursor');
  }
  return parts;
}

/** One page of the board's visible posts (pinned ones aside when they come first), in the sort's order. */
async function pageRows(
  { db, database }: ListContext,
  boardId: number,
  query: Query,
  opts: { q: string | undefined; counter: Counter | null; pinnedFirst: boolean },
): Promise<PostRow[]> {
  const { q, counter } = opts;
  const store = database.stores.community;
  let list = postQuery(db).where('posts.board_id', '=', boardId).where(visiblePost);
  if (opts.pinnedFirst) list = list.where('posts.pinned', '=', false);
  if (q) list = list.where(store.postTextMatches(q));
  if (query.cursor) {
    const parts = parseCursor(query.cursor, counter);
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
      ? await store.newestMatchingPostIds({
          boardId,
          q,
          beforeId: query.cursor ? Number(query.cursor) : undefined,
          limit: POSTS_PAGE_SIZE + 1,
        })
      : null;
  if (ids)
    return ids.length > 0 ? postQuery(db).where('posts.id', 'in', ids).orderBy('posts.id', 'desc').execute() : [];
  return list
    .orderBy('posts.id', 'desc')
    .limit(POSTS_PAGE_SIZE + 1)
    .execute();
}

/**
 * A board's posts, newest, most liked or most commented first, optionally those containing `q`. Keyset
 * pages: the cursor is the last post's id (newest) or "count:id" (most liked / commented).
 */
export async function listPosts(ctx: ListContext, slug: string, query: Query): Promise<PostListResponse> {
  const board = await requireBoard(ctx, slug);
  const boardId = board.id;
  const q = query.q?.trim() || undefined;
  const counter: Counter | null =
    query.sort === 'likes' ? 'posts.like_count' : query.sort === 'comments' ? 'posts.comment_count' : null;
  const pinnedFirst = query.sort === 'newest' && !q;
  const rows = await pageRows(ctx, boardId, query, { q, counter, pinnedFirst });
  const page = rows.slice(0, POSTS_PAGE_SIZE);
  const last = page.at(-1);
  const nextCursor =
    rows.length > POSTS_PAGE_SIZE && last
      ? counter
        ? `${counter === 'posts.like_count' ? last.like_count : last.comment_count}:${last.id}`
        : `${last.id}`
      : null;
  const pinned =
    pinnedFirst && !query.cursor
      ? await postQuery(ctx.db)
          .where('posts.board_id', '=', boardId)
          .where(visiblePost)
          .where('posts.pinned', '=', true)
          .orderBy('posts.id', 'desc')
          .limit(PINNED_MAX)
          .execute()
      : [];
  return { posts: [...pinned, ...page].map(shapeSummary), nextCursor };
}
