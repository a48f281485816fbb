import type { Me } from '#shared/contracts/auth';
import type { ReportReason } from '#shared/contracts/reports';
import { recordAudit } from '#server/lib/audit';
import { AppError, notFound } from '#server/lib/errors';
import { inWork, type WorkOption } from '#server/lib/transaction';
import type { CommunityContext } from './community-context.ts';
import { bumpBoard, hasReports } from './community.rules.ts';

/**
 * The author or an admin deletes; a tombstone stays so the comments stay readable. An admin's deletion is
 * audited and tells the author why; resolving a report runs it in the report's work.
 */
export async function deletePost(
  ctx: Pick<CommunityContext, 'db' | 'notifications'>,
  user: Me,
  postId: number,
  reason: ReportReason | null = null,
  { work }: WorkOption = {},
): Promise<void> {
  const { notifications } = ctx;
  await inWork(ctx.db, work, async (work) => {
    const { trx } = work;
    const post = await trx
      .selectFrom('posts')
      .selectAll()
      .where('id', '=', postId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    const isAuthor = post?.author_id === user.id;
    if (!post || (post.hidden && !isAuthor && user.role !== 'admin')) throw notFound('Post');
    if (!isAuthor && user.role !== 'admin') throw new AppError('FORBIDDEN', 'Only the author can delete this post.');
    const keepText = await hasReports(trx, 'post', postId);
    await trx
      .updateTable('posts')
      .set({
        deleted_at: new Date().toISOString(),
        deleted_by_moderator: !isAuthor,
        pinned: false,
        ...(keepText ? {} : { title: '', body: '' }),
      })
      .where('id', '=', postId)
      .execute();
    if (!post.hidden) await bumpBoard(trx, post.board_id, -1);
    if (isAuthor) return;
    await recordAudit(trx, {
      actorId: user.id,
      action: 'post.delete',
      targetType: 'post',
      targetId: postId,
      before: { title: post.title, hidden: Boolean(post.hidden) },
      after: { deleted: true },
    });
    await notifications.moderated(
      {
        moderatorId: user.id,
        subject: 'post',
        id: postId,
        type: 'content_removed',
        reason,
        at: new Date().toISOString(),
      },
      { work },
    );
  });
}
