import { isDeactivated } from '#shared/account-rules';
import type { ResolveReportInput } from '#shared/contracts/admin';
import type { Me } from '#shared/contracts/auth';
import type { ReportReason } from '#shared/contracts/reports';
import { recordAudit } from '#server/lib/audit';
import type { Work } from '#server/lib/transaction';
import type { ReportsContext } from './admin-context.ts';
import type { ReportRow } from './admin.rows.ts';
import { banUser } from './ban-user.ts';
import { setUserStatus } from './set-user-status.ts';

/** Deletes the reported message, post or comment (a writing already deleted stays as it is). */
async function deleteTarget(ctx: ReportsContext, admin: Me, report: ReportRow, work: Work) {
  const targetId = report.target_id;
  const reason = report.reason as ReportReason;
  if (report.kind === 'message') {
    await ctx.messaging.removeMessage(Number(targetId), { work });
    await recordAudit(work.trx, {
      actorId: admin.id,
      action: 'message.delete',
      targetType: 'message',
      targetId,
      before: { deleted: false },
      after: { deleted: true },
    });
    return;
  }
  const table = report.kind === 'post' ? 'posts' : 'comments';
  const row = await work.trx
    .selectFrom(table)
    .select('deleted_at')
    .where('id', '=', Number(targetId))
    .executeTakeFirst();
  if (row && !row.deleted_at) {
    if (report.kind === 'post') await ctx.community.deletePost(admin, Number(targetId), reason, { work });
    else await ctx.community.deleteComment(admin, Number(targetId), reason, { work });
  }
}

/** Carries out the action on the reported content or person, inside the resolution's work. */
export async function actOnReport(
  ctx: ReportsContext,
  admin: Me,
  report: ReportRow,
  input: ResolveReportInput,
  work: Work,
): Promise<void> {
  const targetId = report.target_id;
  // The content's author hears the report's reason.
  const reason = report.reason as ReportReason;
  const userId = report.reported_user_id;
  switch (input.action) {
    case 'dismiss':
      return;
    case 'ban':
      await banUser(ctx, { actorId: admin.id, userId, ban: { duration: input.banDuration! } }, { work });
      return;
    case 'deactivate': {
      const user = await work.trx
        .selectFrom('users')
        .select('status')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      if (!isDeactivated(user.status))
        await setUserStatus(ctx, { actorId: admin.id, userId, status: 'deactivated' }, { work });
      return;
    }
    case 'hide':
      if (report.kind === 'post')
        await ctx.community.moderatePost(admin, Number(targetId), { hidden: true }, reason, { work });
      else await ctx.community.moderateComment(admin, Number(targetId), true, reason, { work });
      return;
    case 'delete':
      await deleteTarget(ctx, admin, report, work);
  }
}
