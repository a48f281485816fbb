import type { Me } from '#shared/contracts/auth';
import type { LikeResponse } from '#shared/contracts/community';
import { notFound } from '#server/lib/errors';
import type { CommunityContext } from './community-context.ts';
import { setLike } from './likes.ts';
import { requireComment } from './post-access.ts';

/** Likes (or unlikes) a comment that is neither deleted nor hidden. */
export async function likeComment(
  ctx: Pick<CommunityContext, 'db' | 'notifications'>,
  user: Me,
  commentId: number,
  liked: boolean,
): Promise<LikeResponse> {
  const comment = await requireComment(ctx.db, commentId);
  if (comment.deleted_at || comment.hidden) throw notFound('Comment');
  return setLike(ctx, user.id, liked, {
    kind: 'comment',
    id: commentId,
    authorId: comment.author_id,
    postId: comment.post_id,
  });
}
