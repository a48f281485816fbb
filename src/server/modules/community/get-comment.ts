import type { Comment } from '#shared/contracts/community';
import { notFound } from '#server/lib/errors';
import type { CommunityContext } from './community-context.ts';
import type { Viewer } from './community.rules.ts';
import { listComments } from './list-comments.ts';
import { requireComment } from './post-access.ts';

/** One comment as its thread shows it to the viewer, or 404. */
export async function getComment(
  ctx: Pick<CommunityContext, 'db'>,
  viewer: Viewer,
  commentId: number,
): Promise<Comment> {
  const comment = await requireComment(ctx.db, commentId);
  const [found] = await listComments(ctx, comment.post_id, viewer, commentId);
  if (!found) throw notFound('Comment');
  return found;
}
