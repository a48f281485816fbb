import type { AdminReport, ReportKind, ResolveReportInput } from '#shared/contracts/admin';
import type { Me } from '#shared/contracts/auth';
import { recordAudit } from '#server/lib/audit';
import { AppError } from '#server/lib/errors';
import { inWork, type Work } from '#server/lib/transaction';
import type { ReportsContext } from './admin-context.ts';
import type { ReportRow } from './admin.rows.ts';
import { ACTIONS_BY_KIND, parseReportId, reportClosed } from './admin.rules.ts';
import { actOnReport } from './act-on-report.ts';
import { requireReport, shapeReports } from './shape-reports.ts';

type Closed = {
  state: 'dismissed' | 'resolved';
  resolution: ResolveReportInput['action'];
  resolved_by: string;
  resolved_at: string;
};

/**
 * Closes every open report on the report's target; whether this report was among them (not closed by
 * someone else first), and every reporter whose report closed now.
 */
async function closeReports({ trx }: Work, id: string, report: ReportRow, closed: Closed) {
  const parsed = parseReportId(id);
  if (report.kind === 'message' && parsed.table === 'message') {
    const rows = await trx
      .updateTable('message_reports')
      .set(closed)
      .where('message_id', '=', parsed.messageId)
      .where('state', '=', 'open')
      .returning('reporter_id')
      .execute();
    return {
      closedNow: rows.some((r) => r.reporter_id === parsed.reporterId),
      reporters: rows.map((r) => ({ reporterId: r.reporter_id, reportId: null })),
    };
  }
  const kind = report.kind as Exclude<ReportKind, 'message'>;
  const rows = await trx
    .updateTable('content_reports')
    .set(closed)
    .where('target_type', '=', kind)
    .where('target_id', '=', report.target_id)
    .where('state', '=', 'open')
    .returning(['id', 'reporter_id'])
    .execute();
  return {
    closedNow: parsed.table === 'content' && rows.some((r) => r.id === parsed.id),
    reporters: rows.map((r) => ({ reporterId: r.reporter_id, reportId: r.id })),
  };
}

/**
 * Closes every open report on the same target, noting who and when, acts, and writes the audit entry:
 * one transaction through every room involved. Closing comes first and takes the reports' rows, so
 * a second admin resolving the same report at once waits, then finds it closed (409) and does nothing.
 */
export async function resolveReport(
  ctx: ReportsContext,
  admin: Me,
  id: string,
  input: ResolveReportInput,
): Promise<AdminReport> {
  const report = await requireReport(ctx.db, id);
  if (report.state !== 'open') throw reportClosed();
  if (!ACTIONS_BY_KIND[report.kind].includes(input.action))
    throw new AppError('BAD_REQUEST', `A ${report.kind} report cannot be resolved by "${input.action}".`, 'action');
  const closed: Closed = {
    state: input.action === 'dismiss' ? 'dismissed' : 'resolved',
    resolution: input.action,
    resolved_by: admin.id,
    resolved_at: new Date().toISOString(),
  };
  await inWork(ctx.db, undefined, async (work) => {
    const { closedNow, reporters } = await closeReports(work, id, report, closed);
    if (!closedNow) throw reportClosed();
    await actOnReport(ctx, admin, report, input, work);
    await ctx.notifications.reportsClosed(
      { moderatorId: admin.id, subject: report.kind, action: input.action, reports: reporters, at: closed.resolved_at },
      { work },
    );
    await recordAudit(work.trx, {
      actorId: admin.id,
      action: 'report.resolve',
      targetType: 'report',
      targetId: id,
      before: { state: 'open' },
      after: {
        state: closed.state,
        action: input.action,
        ...(input.banDuration ? { banDuration: input.banDuration } : {}),
      },
    });
  });
  const [shaped] = await shapeReports(ctx.db, [await requireReport(ctx.db, id)]);
  return shaped!;
}
