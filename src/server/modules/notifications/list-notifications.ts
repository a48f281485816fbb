import { sql } from 'kysely';
import type { AccountStatus } from '#shared/account-rules';
import type {
  Notification,
  NotificationData,
  NotificationListResponse,
  NotificationType,
} from '#shared/contracts/notifications';
import type { Db } from '#server/db/index';
import {
  ABOUT_A_COMMENT,
  excerpt,
  LIKES,
  NOTIFICATIONS_PAGE_SIZE,
  personRef,
  visibleNow,
  withTargets,
} from './notifications.rows.ts';

type Likers = { count: number; newest: ReturnType<typeof personRef> | null };

/** The likers of a like notification's window the recipient may hear from: the newest and how many. */
async function likersOf(
  db: Db,
  userId: string,
  r: {
    type: NotificationType;
    post_id: number | null;
    comment_id: number | null;
    group_since: string | null;
    created_at: string;
  },
): Promise<Likers> {
  const byComment = r.type === 'comment_liked';
  const likes = byComment ? sql`comment_likes l` : sql`post_likes l`;
  const inWindow = sql`${sql.ref(byComment ? 'l.comment_id' : 'l.post_id')} = ${Number(byComment ? r.comment_id : r.post_id)}
    and l.user_id <> ${userId} and l.created_at >= ${r.group_since ?? r.created_at} and l.created_at <= ${r.created_at}
    and not exists (select 1 from blocks b where (b.blocker_id = ${userId} and b.blocked_id = l.user_id) or (b.blocker_id = l.user_id and b.blocked_id = ${userId}))`;
  const [count, newest] = await Promise.all([
    sql<{ n: number }>`select count(*) as n from ${likes} where ${inWindow}`.execute(db),
    sql<{
      id: string;
      nickname: string;
      deleted_at: string | null;
      status: AccountStatus;
    }>`select u.id, u.nickname, u.deleted_at, u.status
      from ${likes} join users u on u.id = l.user_id where ${inWindow} order by l.created_at desc limit 1`.execute(db),
  ]);
  const liker = newest.rows[0];
  return { count: count.rows[0]?.n ?? 0, newest: liker ? personRef(liker) : null };
}

const page = (db: Db, userId: string, cursor?: number) =>
  withTargets(db)
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
    .limit(NOTIFICATIONS_PAGE_SIZE + 1);
type Row = Awaited<ReturnType<ReturnType<typeof page>['execute']>>[number];

/** A row as its recipient sees it: what is hidden from them now is left out. */
function toNotification(userId: string, r: Row, likers: Likers | null): Notification {
  const data = JSON.parse(r.data) as NotificationData;
  const hasPost = r.post_id !== null && r.post_author_id !== null;
  const postOpen = hasPost && !r.post_deleted_at && (!r.post_hidden || r.post_author_id === userId);
  const hasComment = r.comment_id !== null && r.comment_author_id !== null;
  const commentOpen = hasComment && !r.comment_deleted_at && (!r.comment_hidden || r.comment_author_id === userId);
  const commentMine = hasComment && r.comment_author_id === userId;
  const showSnippet =
    hasComment && (ABOUT_A_COMMENT.includes(r.type) ? commentOpen : commentMine) && Boolean(r.comment_body);
  const actor = r.actor_id
    ? personRef({ id: r.actor_id, nickname: r.actor_nickname, deleted_at: r.actor_deleted_at, status: r.actor_status })
    : null;
  return {
    id: r.id,
    type: r.type,
    createdAt: r.created_at,
    read: r.read_at !== null,
    actor: likers ? likers.newest : actor,
    othersCount: likers ? Math.max(0, likers.count - 1) : 0,
    postTitle: hasPost && (postOpen || r.post_author_id === userId) && r.post_title ? r.post_title : null,
    snippet: showSnippet ? excerpt(r.comment_body!) : null,
    target: postOpen ? { postId: Number(r.post_id), commentId: commentOpen ? Number(r.comment_id) : null } : null,
    subject: data.subject ?? null,
    reason: data.reason ?? null,
    outcome: data.outcome ?? null,
  };
}

/** GET /api/notifications: the newest first, a page at a time. */
export async function listNotifications(db: Db, userId: string, cursor?: number): Promise<NotificationListResponse> {
  const rows = await page(db, userId, cursor).execute();
  const shown = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const notifications = await Promise.all(
    shown.map(async (r) => toNotification(userId, r, LIKES.includes(r.type) ? await likersOf(db, userId, r) : null)),
  );
  const last = shown.at(-1);
  return { notifications, nextCursor: rows.length > NOTIFICATIONS_PAGE_SIZE && last ? last.id : null };
}
