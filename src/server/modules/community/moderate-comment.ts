import type { Me } from '#shared/contracts/auth';
import type { ReportReason } from '#shared/contracts/reports';
import { recordAudit } from '#server/lib/audit';
import { notFound } from '#server/lib/errors';
import { inWork, type WorkOption } from '#server/lib/transaction';
import type { CommunityContext } from './community-context.ts';

/**
 * Admin: hide or show a comment (its place in the thread stays), audited; hiding tells the author why.
 * Resolving a report runs it in the report's work.
 */
export async function moderateComment(
  ctx: Pick<CommunityContext, 'db' | 'notifications'>,
  admin: Me,
  commentId: number,
  hidden: boolean,
  reason: ReportReason | null = null,
  { work }: WorkOption = {},
): Promise<void> {
  const { notifications } = ctx;
  await inWork(ctx.db, work, async (work) => {
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
      const at = new Date().toISOString();
      await notifications.moderated(
        { moderatorId: admin.id, subject: 'comment', id: commentId, type: 'content_hidden', reason, at },
        { work },
      );
    }
  });
}
