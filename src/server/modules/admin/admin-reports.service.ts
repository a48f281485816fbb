import { sql } from 'kysely';
import type { z } from 'zod';
import type {
  AdminReport,
  AdminReportDetail,
  AdminReportList,
  ReportAction,
  ReportKind,
  ReportQuerySchema,
  ResolveReportInput,
} from '#shared/contracts/admin';
import type { Me } from '#shared/contracts/auth';
import { isDeactivated, shownNickname } from '#shared/account-rules';
import type { ReportReason } from '#shared/contracts/reports';
import { toIso } from '#server/db/column-types';
import type { Db } from '#server/db/index';
import { recordAudit } from '#server/lib/audit';
import { AppError, notFound } from '#server/lib/errors';
import { inWork, type Work } from '#server/lib/transaction';
import type { CommunityService } from '#server/modules/community/community.service';
import type { NotificationsService } from '#server/modules/notifications/notifications.service';
import type { AdminService } from './admin.service.ts';

type Row = {
  kind: ReportKind;
  id: string;
  state: 'open' | 'dismissed' | 'resolved';
  reason: string;
  detail: string | null;
  created_at: Date | string;
  reporter_id: string;
  reported_user_id: string;
  target_id: string;
  resolution: string | null;
  resolved_by: string | null;
  resolved_at: Date | string | null;
};

const ACTIONS_BY_KIND: Record<ReportKind, ReportAction[]> = {
  message: ['dismiss', 'delete', 'ban', 'deactivate'],
  post: ['dismiss', 'delete', 'hide', 'ban', 'deactivate'],
  comment: ['dismiss', 'delete', 'hide', 'ban', 'deactivate'],
  user: ['dismiss', 'ban', 'deactivate'],
};
const CONTEXT_MESSAGES = 5;

/** Report ids: "message:<messageId>:<reporterId>" (message reports are keyed by both) or "content:<id>". */
function parseReportId(
  id: string,
): { table: 'message'; messageId: number; reporterId: string } | { table: 'content'; id: number } {
  const [table, first, ...rest] = id.split(':');
  if (table === 'message' && Number.isInteger(Number(first)) && rest.length > 0)
    return { table, messageId: Number(first), reporterId: rest.join(':') };
  if (table === 'content' && Number.isInteger(Number(first)) && rest.length === 0) return { table, id: Number(first) };
  throw notFound('Report');
}

const reportClosed = () => new AppError('REPORT_CLOSED', 'This report was already handled.');

/**
 * What resolving a report may call on the owning services: only functions that join its work (WorkOption),
 * so that the report, the action and the audit entry commit together or not at all.
 */
type ReportActions = {
  admin: Pick<AdminService, 'ban' | 'setStatus'>;
  messaging: { removeMessage: (messageId: number, opts: { work: Work }) => Promise<void> };
  community: Pick<CommunityService, 'deletePost' | 'deleteComment' | 'moderatePost' | 'moderateComment'>;
  notifications: Pick<NotificationsService, 'reportsClosed'>;
};

/** One queue over message reports and post, comment and user reports; resolving acts through the owning services. */
export function createAdminReportsService(db: Db, deps: ReportActions) {
  const messageRows = () =>
    db
      .selectFrom('message_reports')
      .select([
        sql<ReportKind>`'message'`.as('kind'),
        sql<string>`'message:' || message_id || ':' || reporter_id`.as('id'),
        'state',
        'reason',
        'detail',
        'created_at',
        'reporter_id',
        'reported_user_id',
        sql<string>`cast(message_id as text)`.as('target_id'),
        'resolution',
        'resolved_by',
        'resolved_at',
      ]);
  const contentRows = () =>
    db
      .selectFrom('content_reports')
      .select([
        sql<ReportKind>`target_type`.as('kind'),
        sql<string>`'content:' || id`.as('id'),
        'state',
        'reason',
        'detail',
        'created_at',
        'reporter_id',
        'reported_user_id',
        'target_id',
        'resolution',
        'resolved_by',
        'resolved_at',
      ]);

  /** Adds the people, the report count of each target and a one-line preview of what was reported. */
  async function shape(rows: Row[]): Promise<AdminReport[]> {
    if (rows.length === 0) return [];
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
    const people = new Map(users.map((u) => [u.id, u]));
    const ref = (id: string) => {
      const u = people.get(id);
      return { id, nickname: u ? shownNickname({ nickname: u.nickname, deletedAt: u.deleted_at }) : null };
    };
    const counts = new Map<string, number>([
      ...messageCounts.map((c) => [`message:${c.message_id}`, Number(c.n)] as const),
      ...contentCounts.map((c) => [`${c.target_type}:${c.target_id}`, Number(c.n)] as const),
    ]);
    const previews = new Map<string, string>([
      ...messages.map((m) => [`message:${m.id}`, m.content] as const),
      ...posts.map((p) => [`post:${p.id}`, p.title] as const),
      ...comments.map((c) => [`comment:${c.id}`, c.body] as const),
    ]);
    return rows.map((r) => {
      const reported = people.get(r.reported_user_id);
      const key = `${r.kind}:${r.target_id}`;
      return {
        id: r.id,
        kind: r.kind,
        state: r.state,
        reason: r.reason as ReportReason,
        detail: r.detail,
        createdAt: toIso(r.created_at),
        reporter: ref(r.reporter_id),
        reported: {
          ...ref(r.reported_user_id),
          totalMessageReports: Number(reported?.total_message_reports ?? 0),
          banUntil: reported?.ban_until ? toIso(reported.ban_until) : null,
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
        resolvedAt: r.resolved_at ? toIso(r.resolved_at) : null,
      };
    });
  }

  async function requireReport(id: string): Promise<Row> {
    const parsed = parseReportId(id);
    const row =
      parsed.table === 'message'
        ? await messageRows()
            .where('message_id', '=', parsed.messageId)
            .where('reporter_id', '=', parsed.reporterId)
            .executeTakeFirst()
        : await contentRows().where('id', '=', parsed.id).executeTakeFirst();
    if (!row) throw notFound('Report');
    return row as Row;
  }

  /** Carries out the action on the reported content or person, inside the resolution's work. */
  async function act(admin: Me, report: Row, input: ResolveReportInput, work: Work) {
    const targetId = report.target_id;
    // The content's author hears the report's reason.
    const reason = report.reason as ReportReason;
    switch (input.action) {
      case 'dismiss':
        return;
      case 'ban':
        await deps.admin.ban(admin.id, report.reported_user_id, { duration: input.banDuration! }, { work });
        return;
      case 'deactivate': {
        const user = await work.trx
          .selectFrom('users')
          .select('status')
          .where('id', '=', report.reported_user_id)
          .executeTakeFirstOrThrow();
        if (!isDeactivated(user.status))
          await deps.admin.setStatus(admin.id, report.reported_user_id, 'deactivated', { work });
        return;
      }
      case 'hide':
        if (report.kind === 'post')
          await deps.community.moderatePost(admin, Number(targetId), { hidden: true }, reason, { work });
        else await deps.community.moderateComment(admin, Number(targetId), true, reason, { work });
        return;
      case 'delete':
        if (report.kind === 'message') {
          await deps.messaging.removeMessage(Number(targetId), { work });
          await recordAudit(work.trx, {
            actorId: admin.id,
            action: 'message.delete',
            targetType: 'message',
            targetId,
            before: { deleted: false },
            after: { deleted: true },
          });
        } else {
          const table = report.kind === 'post' ? 'posts' : 'comments';
          const row = await work.trx
            .selectFrom(table)
            .select('deleted_at')
            .where('id', '=', Number(targetId))
            .executeTakeFirst();
          if (row && !row.deleted_at) {
            if (report.kind === 'post') await deps.community.deletePost(admin, Number(targetId), reason, { work });
            else await deps.community.deleteComment(admin, Number(targetId), reason, { work });
          }
        }
    }
  }

  return {
    async list(query: z.infer<typeof ReportQuerySchema>): Promise<AdminReportList> {
      const { kind, state, page, pageSize } = query;
      let messages = messageRows();
      let contents = contentRows();
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
      return { reports: await shape(rows as Row[]), total: Number(total), page, pageSize };
    },

    /** The report with its context: for a message, the messages around it in that conversation. */
    async detail(id: string): Promise<AdminReportDetail> {
      const row = await requireReport(id);
      const [report] = await shape([row]);
      const detail: AdminReportDetail = { report: report! };
      if (row.kind === 'message') {
        const messageId = Number(row.target_id);
        const anchor = await db
          .selectFrom('messages')
          .select('conversation_id')
          .where('id', '=', messageId)
          .executeTakeFirst();
        if (anchor) {
          const around = (direction: 'before' | 'after') =>
            db
              .selectFrom('messages')
              .innerJoin('users', 'users.id', 'messages.sender_id')
              .select([
                'messages.id',
                'messages.conversation_id',
                'messages.sender_id',
                'messages.receiver_id',
                'messages.content',
                'messages.created_at',
                'messages.is_read',
                'messages.deleted',
                'users.nickname',
                'users.deleted_at',
              ])
              .where('messages.conversation_id', '=', anchor.conversation_id)
              .where('messages.id', direction === 'before' ? '<=' : '>', messageId)
              .orderBy('messages.id', direction === 'before' ? 'desc' : 'asc')
              .limit(direction === 'before' ? CONTEXT_MESSAGES + 1 : CONTEXT_MESSAGES)
              .execute();
          const [before, after] = await Promise.all([around('before'), around('after')]);
          // Moderators read what was said, deleted or not: the text is kept while a report needs it.
          detail.messages = [...before.reverse(), ...after].map((m) => ({
            id: Number(m.id),
            conversationId: m.conversation_id,
            senderId: m.sender_id,
            receiverId: m.receiver_id,
            content: m.content,
            createdAt: toIso(m.created_at),
            isRead: Boolean(m.is_read),
            deleted: Boolean(m.deleted),
            reportedByMe: false,
            senderNickname: shownNickname({ nickname: m.nickname, deletedAt: m.deleted_at }),
          }));
        }
      }
      const postId =
        row.kind === 'post'
          ? Number(row.target_id)
          : row.kind === 'comment'
            ? (
                await db
                  .selectFrom('comments')
                  .select(['id', 'post_id', 'body', 'hidden', 'deleted_at'])
                  .where('id', '=', Number(row.target_id))
                  .executeTakeFirst()
              )?.post_id
            : undefined;
      if (row.kind === 'comment') {
        const comment = await db
          .selectFrom('comments')
          .select(['id', 'body', 'hidden', 'deleted_at'])
          .where('id', '=', Number(row.target_id))
          .executeTakeFirst();
        if (comment)
          detail.comment = {
            id: Number(comment.id),
            body: comment.body,
            hidden: Boolean(comment.hidden),
            deleted: comment.deleted_at !== null,
          };
      }
      if (postId !== undefined) {
        const post = await db
          .selectFrom('posts')
          .select(['id', 'title', 'body', 'hidden', 'deleted_at'])
          .where('id', '=', Number(postId))
          .executeTakeFirst();
        if (post)
          detail.post = {
            id: Number(post.id),
            title: post.title,
            body: post.body,
            hidden: Boolean(post.hidden),
            deleted: post.deleted_at !== null,
          };
      }
      return detail;
    },

    /**
     * Closes every open report on the same target, noting who and when, acts, and writes the audit entry:
     * one transaction through every service involved. Closing comes first and takes the reports' rows, so
     * a second admin resolving the same report at once waits, then finds it closed (409) and does nothing.
     */
    async resolve(admin: Me, id: string, input: ResolveReportInput): Promise<AdminReport> {
      const report = await requireReport(id);
      if (report.state !== 'open') throw reportClosed();
      if (!ACTIONS_BY_KIND[report.kind].includes(input.action))
        throw new AppError('BAD_REQUEST', `A ${report.kind} report cannot be resolved by "${input.action}".`, 'action');
      const closed = {
        state: input.action === 'dismiss' ? ('dismissed' as const) : ('resolved' as const),
        resolution: input.action,
        resolved_by: admin.id,
        resolved_at: new Date().toISOString(),
      };
      await inWork(db, undefined, async (work) => {
        const { trx } = work;
        const parsed = parseReportId(id);
        let closedNow: boolean;
        let reporters: { reporterId: string; reportId: number | null }[];
        if (report.kind === 'message' && parsed.table === 'message') {
          const rows = await trx
            .updateTable('message_reports')
            .set(closed)
            .where('message_id', '=', parsed.messageId)
            .where('state', '=', 'open')
            .returning('reporter_id')
            .execute();
          closedNow = rows.some((r) => r.reporter_id === parsed.reporterId);
          reporters = rows.map((r) => ({ reporterId: r.reporter_id, reportId: null }));
        } else {
          const kind = report.kind as Exclude<ReportKind, 'message'>;
          const rows = await trx
            .updateTable('content_reports')
            .set(closed)
            .where('target_type', '=', kind)
            .where('target_id', '=', report.target_id)
            .where('state', '=', 'open')
            .returning(['id', 'reporter_id'])
            .execute();
          closedNow = parsed.table === 'content' && rows.some((r) => Number(r.id) === parsed.id);
          reporters = rows.map((r) => ({ reporterId: r.reporter_id, reportId: Number(r.id) }));
        }
        if (!closedNow) throw reportClosed();
        await act(admin, report, input, work);
        await deps.notifications.reportsClosed(
          {
            moderatorId: admin.id,
            subject: report.kind,
            action: input.action,
            reports: reporters,
            at: closed.resolved_at,
          },
          { work },
        );
        await recordAudit(trx, {
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
      const [shaped] = await shape([await requireReport(id)]);
      return shaped!;
    },
  };
}
