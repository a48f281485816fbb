import { shownNickname } from '#shared/account-rules';
import type { AdminReport, ReportAction, ReportKind } from '#shared/contracts/admin';
import type { ReportReason } from '#shared/contracts/reports';
import type { Db } from '#server/db/index';
import { notFound } from '#server/lib/errors';
import { contentReportRows, messageReportRows, type ReportRow } from './admin.rows.ts';
import { parseReportId } from './admin.rules.ts';

/** The report a report id names, or 404. */
export async function requireReport(db: Db, id: string): Promise<ReportRow> {
  const parsed = parseReportId(id);
  const row =
    parsed.table === 'message'
      ? await messageReportRows(db)
          .where('message_id', '=', parsed.messageId)
          .where('reporter_id', '=', parsed.reporterId)
          .executeTakeFirst()
      : await contentReportRows(db).where('id', '=', parsed.id).executeTakeFirst();
  if (!row) throw notFound('Report');
  return row as ReportRow;
}

/** What shaping the reports reads besides them: the people, each target's report count and its text. */
async function surroundings(db: Db, rows: ReportRow[]) {
  const userIds = [
    ...new Set(rows.flatMap((r) => [r.reporter_id, r.reported_user_id, ...(r.resolved_by ? [r.resolved_by] : [])])),
  ];
  const idsOf = (kind: ReportKind) => [...new Set(rows.filter((r) => r.kind === kind).map((r) => r.target_id))];
  const [messageIds, postIds, commentIds] = [idsOf('message').map(Number), idsOf('post'), idsOf('comment')];
  const contentTargets = rows.filter((r) => r.kind !== 'message').map((r) => r.target_id);
  const [users, messageCounts, contentCounts, messages, posts, comments] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'nickname', 'deleted_at', 'total_message_reports', 'ban_until', 'status'])
      .where('id', 'in', userIds)
      .execute(),
    messageIds.length
      ? db
          .selectFrom('message_reports')
          .select((eb) => ['message_id', eb.fn.countAll<number>().as('n')])
          .where('message_id', 'in', messageIds)
          .groupBy('message_id')
          .execute()
      : [],
    contentTargets.length
      ? db
          .selectFrom('content_reports')
          .select((eb) => ['target_type', 'target_id', eb.fn.countAll<number>().as('n')])
          .where('target_id', 'in', contentTargets)
          .groupBy(['target_type', 'target_id'])
          .execute()
      : [],
    messageIds.length
      ? db.selectFrom('messages').select(['id', 'content']).where('id', 'in', messageIds).execute()
      : [],
    postIds.length
      ? db.selectFrom('posts').select(['id', 'title']).where('id', 'in', postIds.map(Number)).execute()
      : [],
    commentIds.length
      ? db.selectFrom('comments').select(['id', 'body']).where('id', 'in', commentIds.map(Number)).execute()
      : [],
  ]);
  return {
    people: new Map(users.map((u) => [u.id, u])),
    counts: new Map<string, number>([
      ...messageCounts.map((c) => [`message:${c.message_id}`, c.n] as const),
      ...contentCounts.map((c) => [`${c.target_type}:${c.target_id}`, c.n] as const),
    ]),
    previews: new Map<string, string>([
      ...messages.map((m) => [`message:${m.id}`, m.content] as const),
      ...posts.map((p) => [`post:${p.id}`, p.title] as const),
      ...comments.map((c) => [`comment:${c.id}`, c.body] as const),
    ]),
  };
}

/** Adds the people, the report count of each target and a one-line preview of what was reported. */
export async function shapeReports(db: Db, rows: ReportRow[]): Promise<AdminReport[]> {
  if (rows.length === 0) return [];
  const { people, counts, previews } = await surroundings(db, rows);
  const ref = (id: string) => {
    const u = people.get(id);
    return { id, nickname: u ? shownNickname({ nickname: u.nickname, deletedAt: u.deleted_at }) : null };
  };
  return rows.map((r) => {
    const reported = people.get(r.reported_user_id);
    const key = `${r.kind}:${r.target_id}`;
    return {
      id: r.id,
      kind: r.kind,
      state: r.state,
      reason: r.reason as ReportReason,
      detail: r.detail,
      createdAt: r.created_at,
      reporter: ref(r.reporter_id),
      reported: {
        ...ref(r.reported_user_id),
        totalMessageReports: reported?.total_message_reports ?? 0,
        banUntil: reported?.ban_until ?? null,
        status: reported?.status ?? 'active',
      },
      targetReportCount: counts.get(key) ?? 1,
      preview: (r.kind === 'user' ? (ref(r.target_id).nickname ?? '') : (previews.get(key) ?? ''))
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 200),
      targetId: r.target_id,
      resolution: (r.resolution as ReportAction | null) ?? null,
      resolvedBy: r.resolved_by ? ref(r.resolved_by) : null,
      resolvedAt: r.resolved_at,
    };
  });
}
