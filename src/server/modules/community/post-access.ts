import type { Db } from '#server/db/index';
import { AppError, notFound } from '#server/lib/errors';
import type { CommunityContext } from './community-context.ts';
import { postQuery, visiblePost } from './community.rows.ts';
import { isAdmin, type Viewer } from './community.rules.ts';

/** The board, or 404; one to write on must not be archived (the 404 then names the form's field). */
export async function requireBoard(
  { db }: Pick<CommunityContext, 'db'>,
  slug: string,
  opts: { forWriting?: boolean } = {},
) {
  const board = await db.selectFrom('boards').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!board || (opts.forWriting && board.archived))
    throw new AppError('NOT_FOUND', 'Board not found.', opts.forWriting ? 'boardId' : undefined);
  return board;
}

/** The post row with its moderation state, or 404 — also for a hidden post the viewer may not see. */
export async function requireViewablePost({ db }: Pick<CommunityContext, 'db'>, postId: number, viewer: Viewer) {
  const row = await postQuery(db)
    .select(['posts.body', 'posts.deleted_by_moderator'])
    .where('posts.id', '=', postId)
    .executeTakeFirst();
  if (!row) throw notFound('Post');
  if (row.hidden && row.author_id !== viewer?.id && !isAdmin(viewer)) throw notFound('Post');
  return row;
}

/** A post others can interact with: not deleted, not hidden. */
export async function requireLivePost({ db }: Pick<CommunityContext, 'db'>, postId: number) {
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

/** The comment with its post's state, or 404 — also when its post is hidden. */
export async function requireComment(executor: Pick<Db, 'selectFrom'>, commentId: number) {
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
