import type { Me } from '#shared/contracts/auth';
import type { ReportInput } from '#shared/contracts/reports';
import type { ContentReportTarget } from '#server/db/schema';
import { AppError, notFound } from '#server/lib/errors';
import type { CommunityContext } from './community-context.ts';
import { requireComment, requireLivePost } from './post-access.ts';

type ReportContext = Pick<CommunityContext, 'db'>;

/** One report per reporter per post, comment or user, into the open queue; nobody reports themselves. */
async function fileReport(
  { db }: ReportContext,
  user: Me,
  target: { type: ContentReportTarget; id: string; authorId: string },
  input: ReportInput,
) {
  if (target.authorId === user.id) throw new AppError('BAD_REQUEST', 'You cannot report yourself.');
  const result = await db
    .insertInto('content_reports')
    .values({
      target_type: target.type,
      target_id: target.id,
      reporter_id: user.id,
      reported_user_id: target.authorId,
      reason: input.reason,
      detail: input.detail ?? null,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['target_type', 'target_id', 'reporter_id']).doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0)
    throw new AppError('ALREADY_REPORTED', 'You have already reported this.');
}

/** Reports a visible post. */
export async function reportPost(ctx: ReportContext, user: Me, postId: number, input: ReportInput) {
  const post = await requireLivePost(ctx, postId);
  await fileReport(ctx, user, { type: 'post', id: String(postId), authorId: post.author_id }, input);
}

/** Reports a comment that is not deleted. */
export async function reportComment(ctx: ReportContext, user: Me, commentId: number, input: ReportInput) {
  const comment = await requireComment(ctx.db, commentId);
  if (comment.deleted_at) throw notFound('Comment');
  await fileReport(ctx, user, { type: 'comment', id: String(commentId), authorId: comment.author_id }, input);
}

/** Reports a member whose account is not deleted. */
export async function reportUser(ctx: ReportContext, user: Me, userId: string, input: ReportInput) {
  const target = await ctx.db
    .selectFrom('users')
    .select(['id', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!target || target.deleted_at) throw notFound('User');
  await fileReport(ctx, user, { type: 'user', id: userId, authorId: userId }, input);
}
