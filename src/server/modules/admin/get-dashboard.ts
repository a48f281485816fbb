import type { Dashboard } from '#shared/contracts/admin';
import type { AdminContext } from './admin-context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHART_DAYS = 30;

/** The totals: users (verified, new this week), writings, conversations and open reports. */
async function totals({ db }: Pick<AdminContext, 'db'>, weekAgo: string): Promise<Dashboard['totals']> {
  const total = (table: 'posts' | 'comments' | 'messages' | 'conversations') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => r.n);
  const open = (table: 'message_reports' | 'content_reports') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', '=', 'open')
      .executeTakeFirstOrThrow();
  const [users, posts, comments, messages, conversations, openMessageReports, openContentReports] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => [
        eb.fn.countAll<number>().as('all'),
        eb.fn.sum<number>(eb.case().when('email_verified', '=', true).then(1).else(0).end()).as('verified'),
        eb.fn.sum<number>(eb.case().when('created_at', '>=', weekAgo).then(1).else(0).end()).as('recent'),
      ])
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
    total('posts'),
    total('comments'),
    total('messages'),
    total('conversations'),
    open('message_reports'),
    open('content_reports'),
  ]);
  return {
    users: users.all,
    verifiedUsers: users.verified ?? 0,
    newUsers7d: users.recent ?? 0,
    posts,
    comments,
    messages,
    conversations,
    openReports: openMessageReports.n + openContentReports.n,
  };
}

/** Sign-ups, posts and messages per UTC day over the last CHART_DAYS days, days without any included. */
async function daily(
  { db, database }: Pick<AdminContext, 'db' | 'database'>,
  now: number,
): Promise<Dashboard['daily']> {
  const since = new Date(now - (CHART_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const day = database.stores.admin.utcDay('created_at');
  const perDay = (table: 'users' | 'posts' | 'messages') =>
    db
      .selectFrom(table)
      .select((eb) => [day.as('day'), eb.fn.countAll<number>().as('n')])
      .where('created_at', '>=', since)
      .groupBy(day)
      .execute()
      .then((rows) => new Map(rows.map((r) => [r.day, r.n])));
  const [signups, posts, messages] = await Promise.all([perDay('users'), perDay('posts'), perDay('messages')]);
  return Array.from({ length: CHART_DAYS }, (_, i) => {
    const date = new Date(now - (CHART_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    return {
      day: date,
      signups: signups.get(date) ?? 0,
      posts: posts.get(date) ?? 0,
      messages: messages.get(date) ?? 0,
    };
  });
}

/** The admin's first page: totals and the last month per day. */
export async function getDashboard(ctx: Pick<AdminContext, 'db' | 'database'>): Promise<Dashboard> {
  const now = Date.now();
  const weekAgo = new Date(now - 7 * DAY_MS).toISOString();
  const [counts, days] = await Promise.all([totals(ctx, weekAgo), daily(ctx, now)]);
  return { totals: counts, daily: days };
}
