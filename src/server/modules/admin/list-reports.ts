import type { z } from 'zod';
import type { AdminReportList, ReportQuerySchema } from '#shared/contracts/admin';
import type { AdminContext } from './admin-context.ts';
import { contentReportRows, messageReportRows, type ReportRow } from './admin.rows.ts';
import { shapeReports } from './shape-reports.ts';

/** One queue over message reports and post, comment and user reports, newest first. */
export async function listReports(
  { db }: Pick<AdminContext, 'db'>,
  query: z.infer<typeof ReportQuerySchema>,
): Promise<AdminReportList> {
  const { kind, state, page, pageSize } = query;
  let messages = messageReportRows(db);
  let contents = contentReportRows(db);
  if (state !== 'all') {
    messages = messages.where('state', '=', state);
    contents = contents.where('state', '=', state);
  }
  if (kind && kind !== 'message') contents = contents.where('target_type', '=', kind);
  const source = kind === 'message' ? messages : kind ? contents : messages.unionAll(contents);
  const all = db.selectFrom(source.as('r'));
  const [{ total }, rows] = await Promise.all([
    all.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    all
      .selectAll()
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { reports: await shapeReports(db, rows as ReportRow[]), total: total, page, pageSize };
}
