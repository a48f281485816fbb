import { sql } from 'kysely';
import type { Me } from '#shared/contracts/auth';
import type { ReportReason } from '#shared/contracts/reports';
import { recordAudit } from '#server/lib/audit';
import { AppError, notFound } from '#server/lib/errors';
import { inWork, type WorkOption } from '#server/lib/transaction';
import type { CommunityContext } from './community-context.ts';
import { hasReports } from './community.rules.ts';
import { requireComment } from './post-access.ts';

/**
 * The author or an admin deletes a comment; it stays in the thread as deleted, and stops being the accepted
 * answer. An admin's deletion is audited and tells the author why; resolving a report runs it in its work.
 */
export async function deleteComment(
  ctx: Pick<CommunityContext, 'db' | 'notifications'>,
  user: Me,
  commentId: number,
  reason: ReportReason | null = null,
  { work }: WorkOption = {},
): Promise<void> {
  const { notifications } = ctx;
  await inWork(ctx.db, work, async (work) => {
    const { trx } = work;
    const comment = await requireComment(trx, commentId);
    if (comment.deleted_at) throw notFound('Comment');
    const isAuthor = comment.author_id === user.id;
    if (!isAuthor && user.role !== 'admin') throw new AppError('FORBIDDEN', 'Only the author can delete this comment.');
    const keepText = await hasReports(trx, 'comment', commentId);
    await trx
      .updateTable('comments')
      .set({ deleted_at: new Date().toISOString(), deleted_by_moderator: !isAuthor, ...(keepText ? {} : { body: '' }) })
      .where('id', '=', commentId)
      .execute();
    await trx
      .updateTable('posts')
      .set((eb) => ({
        comment_count: eb('comment_count', '-', 1),
        accepted_comment_id: eb
          .case()
          .when('accepted_comment_id', '=', commentId)
          .then(sql<number | null>`null`)
          .else(eb.ref('accepted_comment_id'))
          .end(),
      }))
      .where('id', '=', comment.post_id)
      .execute();
    if (isAuthor) return;
    await recordAudit(trx, {
      actorId: user.id,
      action: 'comment.delete',
      targetType: 'comment',
      targetId: commentId,
      before: { body: comment.body },
      after: { deleted: true },
    });
    const at = new Date().toISOString();
    await notifications.moderated(
      { moderatorId: user.id, subject: 'comment', id: commentId, type: 'content_removed', reason, at },
      { work },
    );
  });
}
