import { sql } from 'kysely';
import { type AccountStatus, isDeactivated, shownNickname } from '#shared/account-rules';
import type { ReportAction } from '#shared/contracts/admin';
import type { NotificationType, ReportOutcome } from '#shared/contracts/notifications';
import type { Db } from '#server/db/index';

export const NOTIFICATIONS_PAGE_SIZE = 20;
const SNIPPET_LENGTH = 120;

export const LIKES: readonly NotificationType[] = ['post_liked', 'comment_liked'];
export const ABOUT_A_COMMENT: readonly NotificationType[] = [
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

/** Notifications with the post and comment they point at. */
export const withTargets = (db: Db) =>
  db
    .selectFrom('notifications as n')
    .leftJoin('posts as p', 'p.id', 'n.post_id')
    .leftJoin('comments as c', 'c.id', 'n.comment_id');

export const excerpt = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, SNIPPET_LENGTH);

/** Deleted and deactivated accounts keep their id and lose their name here, as on posts. */
export const personRef = (p: {
  id: string;
  nickname: string | null;
  deleted_at: unknown;
  status: AccountStatus | null;
}) => ({
  id: p.id,
  nickname:
    !p.status || isDeactivated(p.status) ? null : shownNickname({ nickname: p.nickname, deletedAt: p.deleted_at }),
});
