import { type Insertable, sql } from 'kysely';
import { type AccountStatus, isDeactivated, shownNickname } from '#shared/account-rules';
import type { ReportAction } from '#shared/contracts/admin';
import type {
  Notification,
  NotificationData,
  NotificationListResponse,
  NotificationSubject,
  NotificationType,
  ReportOutcome,
} from '#shared/contracts/notifications';
import type { ReportReason } from '#shared/contracts/reports';
import { toIso } from '#server/db/column-types';
import type { Db } from '#server/db/index';
import type { NotificationsTable } from '#server/db/schema';
import type { EventBus } from '#server/events/bus';
import { notFound } from '#server/lib/errors';
import { inWork, type Work, type WorkOption } from '#server/lib/transaction';

export const NOTIFICATIONS_PAGE_SIZE = 20;
const SNIPPET_LENGTH = 120;

type Executor = Pick<Db, 'selectFrom'>;
type Log = { warn: (obj: object, msg: string) => void };

const LIKES: readonly NotificationType[] = ['post_liked', 'comment_liked'];
const ABOUT_A_COMMENT: readonly NotificationType[] = [
  'post_comment',
  'thread_reply',
  'answer_accepted',
  'comment_liked',
];

/** A report's resolution as its reporter learns it: never who was banned for how long. */
export const reportOutcome = (action: ReportAction): ReportOutcome =>
  action === 'dismiss' ? 'dismissed' : action === 'delete' || action === 'hide' ? 'content_removed' : 'account_action';

/** Whether either of the two blocked the other: SQL over the row's recipient (n.user_id) and another user's id column. */
const blockedWith = (other: string) =>
  sql<boolean>`exists (select 1 from blocks b where (b.blocker_id = n.user_id and b.blocked_id = ${sql.ref(other)}) or (b.blocker_id = ${sql.ref(other)} and b.blocked_id = n.user_id))`;

/** A like row inside a like notification's window, by someone the recipient may hear from. */
const likeInWindow = (table: 'post_likes' | 'comment_likes', target: 'post_id' | 'comment_id') =>
  sql<boolean>`exists (select 1 from ${sql.table(table)} l where l.${sql.ref(target)} = n.${sql.ref(target)} and l.user_id <> n.user_id
    and l.created_at >= n.group_since and l.created_at <= n.created_at and not ${blockedWith('l.user_id')})`;

/**
 * Whether the recipient may see a notification now (over `notifications n` joined to its post p and comment c).
 * Moderation and report outcomes are about the recipient's own content or report and always stay; anything else
 * goes once its post or comment is hidden or deleted, or once either side blocked the other.
 */
export const visibleNow = sql<boolean>`(n.type in ('content_removed', 'content_hidden', 'report_outcome') or (
  (n.post_id is null or (p.deleted_at is null and not p.hidden))
  and (n.comment_id is null or (c.deleted_at is null and not c.hidden))
  and (
    (n.type = 'post_liked' and ${likeInWindow('post_likes', 'post_id')})
    or (n.type = 'comment_liked' and ${likeInWindow('comment_likes', 'comment_id')})
    or (n.type not in ('post_liked', 'comment_liked') and (n.actor_id is null or not ${blockedWith('n.actor_id')}))
  )))`;

const excerpt = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, SNIPPET_LENGTH);

/** Deleted and deactivated accounts keep their id and lose their name here, as on posts. */
const personRef = (p: { id: string; nickname: string | null; deleted_at: unknown; status: AccountStatus | null }) => ({
  id: p.id,
  nickname:
    !p.status || isDeactivated(p.status) ? null : shownNickname({ nickname: p.nickname, deletedAt: p.deleted_at }),
});

/**
 * In-app notifications (decision record 019): written inside the transaction of the action that causes them,
 * read through the recipient's blocks and the current state of what they point at; each change of a user's
 * unread count goes out on their live stream once the action has committed.
 */
export function createNotificationsService(
  db: Db,
  {
    bus,
    log,
    onCreated,
  }: {
    bus: EventBus;
    log?: Log;
    /** Rows just committed (their pushes, decision record 020); must not throw or wait. */ onCreated?: (
      rows: { id: number; userId: string }[],
    ) => void;
  },
) {
  const joined = () =>
    db
      .selectFrom('notifications as n')
      .leftJoin('posts as p', 'p.id', 'n.post_id')
      .leftJoin('comments as c', 'c.id', 'n.comment_id');

  async function unreadCount(userId: string): Promise<number> {
    const row = await joined()
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('n.user_id', '=', userId)
      .where('n.read_at', 'is', null)
      .where(visibleNow)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async function publishUnread(userIds: Iterable<string>) {
    for (const userId of new Set(userIds)) {
      try {
        await bus.publish([userId], { type: 'notifications.unread', count: await unreadCount(userId) });
      } catch (error) {
        // The count is a live hint: the client reads it again on its next page or reconnect.
        log?.warn({ err: error }, 'notifications: could not send the unread count');
      }
    }
  }

  const announce = (work: Work, userIds: string[]) => {
    if (userIds.length > 0) work.afterCommit(() => publishUnread(userIds));
  };

  async function isBlocked(executor: Executor, a: string, b: string) {
    const row = await executor
      .selectFrom('blocks')
      .select('blocker_id')
      .where((eb) =>
        eb.or([
          eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
          eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
        ]),
      )
      .executeTakeFirst();
    return Boolean(row);
  }

  async function isActive(executor: Executor, userId: string) {
    const row = await executor.selectFrom('users').select('status').where('id', '=', userId).executeTakeFirst();
    return row?.status === 'active';
  }

  /** Whether `recipient` should hear about something `actor` did: never their own act, nothing across a block. */
  async function mayNotify(executor: Executor, recipient: string, actor: string | null) {
    if (recipient === actor) return false;
    if (!(await isActive(executor, recipient))) return false;
    return actor === null || !(await isBlocked(executor, recipient, actor));
  }

  async function insert(work: Work, rows: Insertable<NotificationsTable>[]) {
    if (rows.length === 0) return;
    const created = await work.trx.insertInto('notifications').values(rows).returning(['id', 'user_id']).execute();
    if (onCreated)
      work.afterCommit(async () => onCreated(created.map((row) => ({ id: Number(row.id), userId: row.user_id }))));
  }

  const dataOf = (data: NotificationData) => JSON.stringify(data);

  /** The post's author hears of a new comment; everyone else who commented on the thread hears of a reply. */
  async function commentCreated(
    input: { actorId: string; postId: number; commentId: number; at: string },
    { work }: WorkOption,
  ) {
    return inWork(db, work, async (work) => {
      const { trx } = work;
      const post = await trx
        .selectFrom('posts')
        .select('author_id')
        .where('id', '=', input.postId)
        .executeTakeFirstOrThrow();
      const rows: Insertable<NotificationsTable>[] = [];
      const base = {
        actor_id: input.actorId,
        post_id: input.postId,
        comment_id: input.commentId,
        created_at: input.at,
      };
      if (await mayNotify(trx, post.author_id, input.actorId))
        rows.push({ ...base, user_id: post.author_id, type: 'post_comment' });
      const participants = await trx
        .selectFrom('comments')
        .innerJoin('users', 'users.id', 'comments.author_id')
        .select('comments.author_id')
        .distinct()
        .where('comments.post_id', '=', input.postId)
        .where('comments.deleted_at', 'is', null)
        .where('comments.author_id', 'not in', [input.actorId, post.author_id])
        .where('users.status', '=', 'active')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('blocks')
                .select('blocks.blocker_id')
                .where((b) =>
                  b.or([
                    b.and([
                      b('blocks.blocker_id', '=', b.ref('comments.author_id')),
                      b('blocks.blocked_id', '=', input.actorId),
                    ]),
                    b.and([
                      b('blocks.blocker_id', '=', input.actorId),
                      b('blocks.blocked_id', '=', b.ref('comments.author_id')),
                    ]),
                  ]),
                ),
            ),
          ),
        )
        .execute();
      for (const p of participants) rows.push({ ...base, user_id: p.author_id, type: 'thread_reply' });
      await insert(work, rows);
      announce(
        work,
        rows.map((r) => r.user_id),
      );
    });
  }

  /** The comment's author hears that the question's author accepted it, once per comment. */
  async function answerAccepted(
    input: { actorId: string; postId: number; commentId: number; at: string },
    { work }: WorkOption,
  ) {
    return inWork(db, work, async (work) => {
      const { trx } = work;
      const comment = await trx
        .selectFrom('comments')
        .select('author_id')
        .where('id', '=', input.commentId)
        .executeTakeFirstOrThrow();
      if (!(await mayNotify(trx, comment.author_id, input.actorId))) return;
      const told = await trx
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', comment.author_id)
        .where('type', '=', 'answer_accepted')
        .where('comment_id', '=', input.commentId)
        .executeTakeFirst();
      if (told) return;
      await insert(work, [
        {
          user_id: comment.author_id,
          type: 'answer_accepted',
          actor_id: input.actorId,
          post_id: input.postId,
          comment_id: input.commentId,
          created_at: input.at,
        },
      ]);
      announce(work, [comment.author_id]);
    });
  }

  /**
   * A like joins the recipient's unread group for that post or comment: the group's row moves to the top
   * (a new id) and its window grows to this like. Runs after the like counter's update, whose row lock
   * keeps two likes of one target from opening two groups.
   */
  async function liked(
    input: { actorId: string; authorId: string; postId: number; commentId: number | null; at: string },
    { work }: WorkOption,
  ) {
    return inWork(db, work, async (work) => {
      const { trx } = work;
      if (!(await mayNotify(trx, input.authorId, input.actorId))) return;
      const groupKey = input.commentId === null ? `post:${input.postId}` : `comment:${input.commentId}`;
      const open = await trx
        .selectFrom('notifications')
        .select(['id', 'group_since'])
        .where('user_id', '=', input.authorId)
        .where('group_key', '=', groupKey)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      if (open) await trx.deleteFrom('notifications').where('id', '=', open.id).execute();
      await insert(work, [
        {
          user_id: input.authorId,
          type: input.commentId === null ? 'post_liked' : 'comment_liked',
          actor_id: input.actorId,
          post_id: input.postId,
          comment_id: input.commentId,
          group_key: groupKey,
          group_since: open?.group_since ?? input.at,
          created_at: input.at,
        },
      ]);
      announce(work, [input.authorId]);
    });
  }

  /**
   * A moderator hid or removed a post or comment: its author hears why. Others' notifications about it
   * disappear from their counts, so those are sent again too.
   */
  async function moderated(
    input: {
      moderatorId: string;
      subject: 'post' | 'comment';
      id: number;
      type: 'content_hidden' | 'content_removed';
      reason: ReportReason | null;
      at: string;
    },
    { work }: WorkOption,
  ) {
    return inWork(db, work, async (work) => {
      const { trx } = work;
      const target =
        input.subject === 'post'
          ? await trx
              .selectFrom('posts')
              .select(['author_id', 'id as post_id'])
              .where('id', '=', input.id)
              .executeTakeFirstOrThrow()
          : await trx
              .selectFrom('comments')
              .select(['author_id', 'post_id'])
              .where('id', '=', input.id)
              .executeTakeFirstOrThrow();
      const affected = await trx
        .selectFrom('notifications')
        .select('user_id')
        .distinct()
        .where(input.subject === 'post' ? 'post_id' : 'comment_id', '=', input.id)
        .where('read_at', 'is', null)
        .execute();
      const recipients = affected.map((r) => r.user_id);
      if (target.author_id !== input.moderatorId && (await mayNotify(trx, target.author_id, null))) {
        await insert(work, [
          {
            user_id: target.author_id,
            type: input.type,
            post_id: Number(target.post_id),
            comment_id: input.subject === 'comment' ? input.id : null,
            data: dataOf({ subject: input.subject, reason: input.reason }),
            created_at: input.at,
          },
        ]);
        recipients.push(target.author_id);
      }
      announce(work, recipients);
    });
  }

  /** Each reporter whose report a moderator just closed hears the outcome (never the moderator about their own report). */
  async function reportsClosed(
    input: {
      moderatorId: string;
      subject: NotificationSubject;
      action: ReportAction;
      reports: { reporterId: string; reportId: number | null }[];
      at: string;
    },
    { work }: WorkOption,
  ) {
    return inWork(db, work, async (work) => {
      const { trx } = work;
      let postId: number | null = null;
      let commentId: number | null = null;
      if (input.subject === 'post' || input.subject === 'comment') {
        const targetId = Number(
          (
            await trx
              .selectFrom('content_reports')
              .select('target_id')
              .where('id', '=', input.reports[0]?.reportId ?? -1)
              .executeTakeFirst()
          )?.target_id,
        );
        if (input.subject === 'post' && Number.isInteger(targetId)) postId = targetId;
        if (input.subject === 'comment' && Number.isInteger(targetId)) {
          const comment = await trx
            .selectFrom('comments')
            .select('post_id')
            .where('id', '=', targetId)
            .executeTakeFirst();
          if (comment) [postId, commentId] = [Number(comment.post_id), targetId];
        }
      }
      const rows: Insertable<NotificationsTable>[] = [];
      for (const report of input.reports) {
        if (report.reporterId === input.moderatorId || !(await isActive(trx, report.reporterId))) continue;
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
      await insert(work, rows);
      announce(
        work,
        rows.map((r) => r.user_id),
      );
    });
  }

  /** The likers of a like notification's window the recipient may hear from: the newest and how many. */
  async function likersOf(
    userId: string,
    r: {
      type: NotificationType;
      post_id: number | null;
      comment_id: number | null;
      group_since: Date | string | null;
      created_at: Date | string;
    },
  ) {
    const byComment = r.type === 'comment_liked';
    const likes = byComment ? sql`comment_likes l` : sql`post_likes l`;
    const inWindow = sql`${sql.ref(byComment ? 'l.comment_id' : 'l.post_id')} = ${Number(byComment ? r.comment_id : r.post_id)}
      and l.user_id <> ${userId} and l.created_at >= ${r.group_since ?? r.created_at} and l.created_at <= ${r.created_at}
      and not exists (select 1 from blocks b where (b.blocker_id = ${userId} and b.blocked_id = l.user_id) or (b.blocker_id = l.user_id and b.blocked_id = ${userId}))`;
    const [count, newest] = await Promise.all([
      sql<{ n: number | string }>`select count(*) as n from ${likes} where ${inWindow}`.execute(db),
      sql<{
        id: string;
        nickname: string;
        deleted_at: Date | string | null;
        status: AccountStatus;
      }>`select u.id, u.nickname, u.deleted_at, u.status
        from ${likes} join users u on u.id = l.user_id where ${inWindow} order by l.created_at desc limit 1`.execute(
        db,
      ),
    ]);
    const liker = newest.rows[0];
    return { count: Number(count.rows[0]?.n ?? 0), newest: liker ? personRef(liker) : null };
  }

  async function list(userId: string, cursor?: number): Promise<NotificationListResponse> {
    const rows = await joined()
      .leftJoin('users as a', 'a.id', 'n.actor_id')
      .select([
        'n.id',
        'n.type',
        'n.actor_id',
        'n.post_id',
        'n.comment_id',
        'n.data',
        'n.group_since',
        'n.created_at',
        'n.read_at',
        'a.nickname as actor_nickname',
        'a.deleted_at as actor_deleted_at',
        'a.status as actor_status',
        'p.title as post_title',
        'p.author_id as post_author_id',
        'p.hidden as post_hidden',
        'p.deleted_at as post_deleted_at',
        'c.body as comment_body',
        'c.author_id as comment_author_id',
        'c.hidden as comment_hidden',
        'c.deleted_at as comment_deleted_at',
      ])
      .where('n.user_id', '=', userId)
      .where(visibleNow)
      .$if(cursor !== undefined, (qb) => qb.where('n.id', '<', cursor!))
      .orderBy('n.id', 'desc')
      .limit(NOTIFICATIONS_PAGE_SIZE + 1)
      .execute();
    const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
    const notifications = await Promise.all(
      page.map(async (r): Promise<Notification> => {
        const data = JSON.parse(r.data) as NotificationData;
        const isLike = LIKES.includes(r.type);
        const likers = isLike ? await likersOf(userId, r) : null;
        const hasPost = r.post_id !== null && r.post_author_id !== null;
        const postOpen = hasPost && !r.post_deleted_at && (!r.post_hidden || r.post_author_id === userId);
        const hasComment = r.comment_id !== null && r.comment_author_id !== null;
        const commentOpen =
          hasComment && !r.comment_deleted_at && (!r.comment_hidden || r.comment_author_id === userId);
        const commentMine = hasComment && r.comment_author_id === userId;
        const showSnippet =
          hasComment && (ABOUT_A_COMMENT.includes(r.type) ? commentOpen : commentMine) && Boolean(r.comment_body);
        return {
          id: Number(r.id),
          type: r.type,
          createdAt: toIso(r.created_at),
          read: r.read_at !== null,
          actor: likers
            ? likers.newest
            : r.actor_id
              ? personRef({
                  id: r.actor_id,
                  nickname: r.actor_nickname,
                  deleted_at: r.actor_deleted_at,
                  status: r.actor_status,
                })
              : null,
          othersCount: likers ? Math.max(0, likers.count - 1) : 0,
          postTitle: hasPost && (postOpen || r.post_author_id === userId) && r.post_title ? r.post_title : null,
          snippet: showSnippet ? excerpt(r.comment_body!) : null,
          target: postOpen ? { postId: Number(r.post_id), commentId: commentOpen ? Number(r.comment_id) : null } : null,
          subject: data.subject ?? null,
          reason: data.reason ?? null,
          outcome: data.outcome ?? null,
        };
      }),
    );
    const last = page.at(-1);
    return { notifications, nextCursor: rows.length > NOTIFICATIONS_PAGE_SIZE && last ? Number(last.id) : null };
  }

  async function markRead(userId: string, id: number) {
    const row = await db
      .selectFrom('notifications')
      .select(['id', 'read_at'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound('Notification');
    if (row.read_at !== null) return;
    await db
      .updateTable('notifications')
      .set({ read_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('read_at', 'is', null)
      .execute();
    await publishUnread([userId]);
  }

  async function markAllRead(userId: string) {
    const result = await db
      .updateTable('notifications')
      .set({ read_at: new Date().toISOString() })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) await publishUnread([userId]);
  }

  /** For the data export: every notification the user has, as stored (no other person's name). */
  async function exportFor(userId: string) {
    const rows = await db
      .selectFrom('notifications')
      .select(['type', 'post_id', 'comment_id', 'data', 'created_at', 'read_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return {
      notifications: rows.map((r) => ({
        type: r.type,
        postId: r.post_id === null ? null : Number(r.post_id),
        commentId: r.comment_id === null ? null : Number(r.comment_id),
        ...(JSON.parse(r.data) as NotificationData),
        createdAt: toIso(r.created_at),
        readAt: r.read_at ? toIso(r.read_at) : null,
      })),
    };
  }

  return {
    commentCreated,
    answerAccepted,
    liked,
    moderated,
    reportsClosed,
    list,
    unreadCount,
    markRead,
    markAllRead,
    exportFor,
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
