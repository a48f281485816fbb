import type { Insertable } from 'kysely';
import type { ReportAction } from '#shared/contracts/admin';
import type { NotificationSubject } from '#shared/contracts/notifications';
import type { NotificationsTable } from '#server/db/schema';
import { inWork, type Work, type WorkOption } from '#server/lib/transaction';
import { reportOutcome } from './notifications.rows.ts';
import { announce, dataOf, insertNotifications, isActive, type NotifyDeps } from './notify.ts';

type Input = {
  moderatorId: string;
  subject: NotificationSubject;
  action: ReportAction;
  reports: { reporterId: string; reportId: number | null }[];
  at: string;
};

/** The post (and comment) a closed report was about, for the link in its outcome. */
async function reportedTarget({ trx }: Work, input: Input) {
  if (input.subject !== 'post' && input.subject !== 'comment') return { postId: null, commentId: null };
  const targetId = Number(
    (
      await trx
        .selectFrom('content_reports')
        .select('target_id')
        .where('id', '=', input.reports[0]?.reportId ?? -1)
        .executeTakeFirst()
    )?.target_id,
  );
  if (!Number.isInteger(targetId)) return { postId: null, commentId: null };
  if (input.subject === 'post') return { postId: targetId, commentId: null };
  const comment = await trx.selectFrom('comments').select('post_id').where('id', '=', targetId).executeTakeFirst();
  return comment ? { postId: comment.post_id, commentId: targetId } : { postId: null, commentId: null };
}

/** Each reporter whose report a moderator just closed hears the outcome (never the moderator about their own report). */
export async function reportsClosed(deps: NotifyDeps, input: Input, { work }: WorkOption) {
  return inWork(deps.db, work, async (work) => {
    const { postId, commentId } = await reportedTarget(work, input);
    const rows: Insertable<NotificationsTable>[] = [];
    for (const report of input.reports) {
      if (report.reporterId === input.moderatorId || !(await isActive(work.trx, report.reporterId))) continue;
      rows.push({
        user_id: report.reporterId,
        type: 'report_outcome',
        report_id: report.reportId,
        post_id: postId,
        comment_id: commentId,
        data: dataOf({ subject: input.subject, outcome: reportOutcome(input.action) }),
        created_at: input.at,
      });
    }
    await insertNotifications(deps, work, rows);
    announce(
      deps,
      work,
      rows.map((r) => r.user_id),
    );
  });
}
