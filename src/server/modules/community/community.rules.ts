import type { Me } from '#shared/contracts/auth';
import type { Db } from '#server/db/index';
import type { ContentReportTarget } from '#server/db/schema';
import { AppError, TooManyRequests } from '#server/lib/errors';
import type { CommunityContext } from './community-context.ts';

/**
 * Discourse's defaults, roughly: seconds between two posts (or comments) and how many a day, stricter in
 * an account's first day. `config.rateLimitScale` divides the waits and multiplies the daily caps (tests raise it).
 */
export const PACING = {
  post: { waitSeconds: 15, newWaitSeconds: 60, perDay: 20, newPerDay: 5 },
  comment: { waitSeconds: 5, newWaitSeconds: 15, perDay: 200, newPerDay: 30 },
} as const;
const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Who reads: a signed-in user or a visitor (null). */
export type Viewer = Pick<Me, 'id' | 'role'> | null;

export const isAdmin = (viewer: Viewer) => viewer?.role === 'admin';

export function requireVerified(user: Me) {
  if (!user.emailVerified)
    throw new AppError('EMAIL_NOT_VERIFIED', 'Verify your e-mail before writing in the community.');
}

/** Refuses a post or comment that comes too soon after the last one, or over the day's cap. */
export async function requirePace(
  { db, config }: Pick<CommunityContext, 'db' | 'config'>,
  user: Me,
  kind: 'post' | 'comment',
) {
  const rule = PACING[kind];
  const pacingScale = config.rateLimitScale;
  const isNew = Date.now() - new Date(user.createdAt).getTime() < NEW_ACCOUNT_MS;
  // Whole milliseconds, as the timestamps are stored: a scaled-down wait under 1 ms (tests) is none.
  const waitMs = Math.floor(((isNew ? rule.newWaitSeconds : rule.waitSeconds) * 1000) / pacingScale);
  const perDay = Math.round((isNew ? rule.newPerDay : rule.perDay) * pacingScale);
  const table = kind === 'post' ? 'posts' : 'comments';
  const recent = await db
    .selectFrom(table)
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.min('created_at').as('first'),
      eb.fn.max('created_at').as('last'),
    ])
    .where('author_id', '=', user.id)
    .where('created_at', '>', new Date(Date.now() - DAY_MS).toISOString())
    .executeTakeFirstOrThrow();
  const last = recent.last ? new Date(recent.last as string | Date).getTime() : 0;
  const first = recent.first ? new Date(recent.first as string | Date).getTime() : 0;
  const retryAfterMs = Math.max(recent.count >= perDay ? first + DAY_MS - Date.now() : 0, last + waitMs - Date.now());
  if (retryAfterMs > 0) {
    throw new TooManyRequests(
      'TOO_FAST',
      `You are ${kind === 'post' ? 'posting' : 'commenting'} too fast. Wait a little and try again.`,
      retryAfterMs,
    );
  }
}

/** Posts with open reports keep their text for the moderators; otherwise deleting removes it. */
export async function hasReports(executor: Pick<Db, 'selectFrom'>, target: ContentReportTarget, id: number) {
  const row = await executor
    .selectFrom('content_reports')
    .select('id')
    .where('target_type', '=', target)
    .where('target_id', '=', String(id))
    .executeTakeFirst();
  return Boolean(row);
}

/** The count of visible posts on a board follows every change of visibility. */
export const bumpBoard = (trx: Pick<Db, 'updateTable'>, boardId: number, by: 1 | -1) =>
  trx
    .updateTable('boards')
    .set((eb) => ({ post_count: eb('post_count', '+', by) }))
    .where('id', '=', boardId)
    .execute();
