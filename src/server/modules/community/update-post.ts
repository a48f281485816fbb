import type { Me } from '#shared/contracts/auth';
import type { PostDetail, UpdatePostInput } from '#shared/contracts/community';
import { AppError, notFound } from '#server/lib/errors';
import type { CommunityContext } from './community-context.ts';
import { bumpBoard, requireVerified } from './community.rules.ts';
import { getPost } from './get-post.ts';
import { requireBoard } from './post-access.ts';

/** Only the author edits, and may move the post to another open board; a changed title or body earns the 'edited' mark. */
export async function updatePost(
  ctx: Pick<CommunityContext, 'db'>,
  user: Me,
  postId: number,
  input: UpdatePostInput,
): Promise<PostDetail> {
  requireVerified(user);
  const post = await ctx.db
    .selectFrom('posts')
    .selectAll()
    .where('id', '=', postId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!post || (post.hidden && post.author_id !== user.id && user.role !== 'admin')) throw notFound('Post');
  if (post.author_id !== user.id) throw new AppError('FORBIDDEN', 'Only the author can edit this post.');
  const board = await requireBoard(ctx, input.boardId, { forWriting: true });
  const isChanged = input.title !== post.title || input.body !== post.body;
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('posts')
      .set({
        board_id: board.id,
        title: input.title,
        body: input.body,
        ...(isChanged ? { edited_at: new Date().toISOString() } : {}),
      })
      .where('id', '=', postId)
      .execute();
    if (board.id !== post.board_id && !post.hidden) {
      await bumpBoard(trx, post.board_id, -1);
      await bumpBoard(trx, board.id, 1);
    }
  });
  return getPost(ctx, postId, user);
}
