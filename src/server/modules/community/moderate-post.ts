import type { Me } from '#shared/contracts/auth';
import type { ReportReason } from '#shared/contracts/reports';
import { recordAudit } from '#server/lib/audit';
import { notFound } from '#server/lib/errors';
import { inWork, type Work, type WorkOption } from '#server/lib/transaction';
import type { CommunityContext } from './community-context.ts';
import { bumpBoard } from './community.rules.ts';

type Flags = { hidden: boolean; pinned: boolean };

/** One audit entry per flag that changed. */
async function auditChanges({ trx }: Work, adminId: string, postId: number, before: Flags, after: Flags) {
  for (const key of ['hidden', 'pinned'] as const) {
    if (after[key] === before[key]) continue;
    const action =
      key === 'hidden' ? (after.hidden ? 'post.hide' : 'post.unhide') : after.pinned ? 'post.pin' : 'post.unpin';
    await recordAudit(trx, {
      actorId: adminId,
      action,
      targetType: 'post',
      targetId: postId,
      before: { [key]: before[key] },
      after: { [key]: after[key] },
    });
  }
}

/**
 * Admin: hide or show a post (hidden posts leave every list at once), pin or unpin it. Hiding tells the
 * author why; resolving a report runs it in the report's work.
 */
export async function moderatePost(
  ctx: Pick<CommunityContext, 'db' | 'notifications'>,
  admin: Me,
  postId: number,
  change: { hidden?: boolean; pinned?: boolean },
  reason: ReportReason | null = null,
  { work }: WorkOption = {},
): Promise<void> {
  const { notifications } = ctx;
  await inWork(ctx.db, work, async (work) => {
    const { trx } = work;
    const post = await trx.selectFrom('posts').selectAll().where('id', '=', postId).executeTakeFirst();
    if (!post) throw notFound('Post');
    const before = { hidden: Boolean(post.hidden), pinned: Boolean(post.pinned) };
    const after = { hidden: change.hidden ?? before.hidden, pinned: change.pinned ?? before.pinned };
    await trx.updateTable('posts').set(after).where('id', '=', postId).execute();
    if (after.hidden !== before.hidden && !post.deleted_at) await bumpBoard(trx, post.board_id, after.hidden ? -1 : 1);
    if (after.hidden && !before.hidden && !post.deleted_at) {
      const at = new Date().toISOString();
      await notifications.moderated(
        { moderatorId: admin.id, subject: 'post', id: postId, type: 'content_hidden', reason, at },
        { work },
      );
    }
    await auditChanges(work, admin.id, postId, before, after);
  });
}
