import type { Me } from '#shared/contracts/auth';
import type { LikeResponse } from '#shared/contracts/community';
import type { CommunityContext } from './community-context.ts';
import { setLike } from './likes.ts';
import { requireLivePost } from './post-access.ts';

/** Likes (or unlikes) a visible post; PUT and DELETE of the same like are idempotent. */
export async function likePost(
  ctx: Pick<CommunityContext, 'db' | 'notifications'>,
  user: Me,
  postId: number,
  liked: boolean,
): Promise<LikeResponse> {
  const post = await requireLivePost(ctx, postId);
  return setLike(ctx, user.id, liked, { kind: 'post', id: postId, authorId: post.author_id, postId });
}
