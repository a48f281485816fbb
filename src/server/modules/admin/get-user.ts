import type { AdminUserDetail } from '#shared/contracts/admin';
import type { Db } from '#server/db/index';
import { notFound } from '#server/lib/errors';
import type { AdminContext } from './admin-context.ts';
import { shapeUser } from './admin.rows.ts';

const DETAIL_ROWS = 20;

const count = (query: { executeTakeFirstOrThrow: () => Promise<{ n: number }> }) =>
  query.executeTakeFirstOrThrow().then((r) => r.n);

/** How much the user wrote and how often they were reported. */
async function countsOf(db: Db, userId: string): Promise<AdminUserDetail['counts']> {
  const [posts, comments, messagesSent, messageReports, contentReports] = await Promise.all([
    count(
      db
        .selectFrom('posts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('author_id', '=', userId),
    ),
    count(
      db
        .selectFrom('comments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('author_id', '=', userId),
    ),
    count(
      db
        .selectFrom('conversation_members as m')
        .innerJoin('messages', 'messages.conversation_id', 'm.conversation_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('m.user_id', '=', userId)
        .where('messages.sender_id', '=', userId),
    ),
    count(
      db
        .selectFrom('message_reports')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('reported_user_id', '=', userId),
    ),
    count(
      db
        .selectFrom('content_reports')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('reported_user_id', '=', userId),
    ),
  ]);
  return { posts, comments, messagesSent, reportsAgainst: messageReports + contentReports };
}

/** The newest reports against the user, message and content reports together. */
async function reportsAgainst(db: Db, userId: string): Promise<AdminUserDetail['reportsAgainst']> {
  const [messageReports, contentReports] = await Promise.all([
    db
      .selectFrom('message_reports')
      .select(['message_id', 'reporter_id', 'reason', 'state', 'created_at'])
      .where('reported_user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(DETAIL_ROWS)
      .execute(),
    db
      .selectFrom('content_reports')
      .select(['id', 'target_type', 'reason', 'state', 'created_at'])
      .where('reported_user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(DETAIL_ROWS)
      .execute(),
  ]);
  return [
    ...messageReports.map((r) => ({
      id: `message:${r.message_id}:${r.reporter_id}`,
      kind: 'message' as const,
      reason: r.reason,
      state: r.state,
      createdAt: r.created_at,
    })),
    ...contentReports.map((r) => ({
      id: `content:${r.id}`,
      kind: r.target_type,
      reason: r.reason,
      state: r.state,
      createdAt: r.created_at,
    })),
  ]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, DETAIL_ROWS);
}

/** One user with their counts, newest posts and the reports against them. */
export async function getUser({ db }: Pick<AdminContext, 'db'>, userId: string): Promise<AdminUserDetail> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('User');
  const [counts, recentPosts, reports] = await Promise.all([
    countsOf(db, userId),
    db
      .selectFrom('posts')
      .select(['id', 'title', 'created_at', 'hidden', 'deleted_at'])
      .where('author_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(DETAIL_ROWS)
      .execute(),
    reportsAgainst(db, userId),
  ]);
  return {
    user: shapeUser(user),
    counts,
    recentPosts: recentPosts.map((p) => ({
      id: p.id,
      title: p.title,
      createdAt: p.created_at,
      hidden: Boolean(p.hidden),
      deleted: p.deleted_at !== null,
    })),
    reportsAgainst: reports,
  };
}
