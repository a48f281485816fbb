import type { Me } from '#shared/contracts/auth';
import type { PostDetail } from '#shared/contracts/community';
import { AppError } from '#server/lib/errors';
import { inWork } from '#server/lib/transaction';
import type { CommunityContext } from './community-context.ts';
import { getPost } from './get-post.ts';
import { requireLivePost } from './post-access.ts';

/**
 * On a Q&A board the post's author marks one comment as the answer, or clears it (null); a newly accepted
 * answer tells its author.
 */
export async function acceptAnswer(
  ctx: Pick<CommunityContext, 'db' | 'notifications'>,
  user: Me,
  postId: number,
  commentId: number | null,
): Promise<PostDetail> {
  const post = await requireLivePost(ctx, postId);
  if (post.author_id !== user.id)
    throw new AppError('FORBIDDEN', 'Only the author of the question can accept an answer.');
  if (post.kind !== 'qna') throw new AppError('BAD_REQUEST', 'Only questions on a Q&A board have an accepted answer.');
  if (commentId !== null) {
    const comment = await ctx.db
      .selectFrom('comments')
      .select('id')
      .where('id', '=', commentId)
      .where('post_id', '=', postId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!comment) throw new AppError('NOT_FOUND', 'Comment not found.', 'commentId');
  }
  const isNewAnswer =
    commentId !== null && (post.accepted_comment_id === null || post.accepted_comment_id !== commentId);
  const { notifications } = ctx;
  await inWork(ctx.db, undefined, async (work) => {
    await work.trx.updateTable('posts').set({ accepted_comment_id: commentId }).where('id', '=', postId).execute();
    if (isNewAnswer)
      await notifications.answerAccepted(
        { actorId: user.id, postId, commentId, at: new Date().toISOString() },
        { work },
      );
  });
  return getPost(ctx, postId, user);
}
