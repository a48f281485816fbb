import type { Me } from '#shared/contracts/auth';
import type { Comment } from '#shared/contracts/community';
import { AppError, notFound } from '#server/lib/errors';
import type { CommunityContext } from './community-context.ts';
import { requireVerified } from './community.rules.ts';
import { getComment } from './get-comment.ts';
import { requireComment } from './post-access.ts';

/** Only the author edits a comment; a changed body earns the 'edited' mark. */
export async function updateComment(
  ctx: Pick<CommunityContext, 'db'>,
  user: Me,
  commentId: number,
  body: string,
): Promise<Comment> {
  requireVerified(user);
  const comment = await requireComment(ctx.db, commentId);
  if (comment.deleted_at) throw notFound('Comment');
  if (comment.author_id !== user.id) throw new AppError('FORBIDDEN', 'Only the author can edit this comment.');
  if (body !== comment.body) {
    await ctx.db
      .updateTable('comments')
      .set({ body, edited_at: new Date().toISOString() })
      .where('id', '=', commentId)
      .execute();
  }
  return getComment(ctx, user, commentId);
}
