import type { z } from 'zod';
import { type AccountStatus, banEndFor, isDeactivated, shownNickname } from '#shared/account-rules';
import type {
  AdminUser,
  AdminUserDetail,
  AdminUserList,
  AdminUserListQuery,
  AuditList,
  AuditQuerySchema,
  BanInput,
  Dashboard,
} from '#shared/contracts/admin';
import { type Dialect, toIso, utcDay } from '#server/db/column-types';
import type { Db } from '#server/db/index';
import type { UserRow } from '#server/db/schema';
import { userTextMatches } from '#server/db/search';
import { recordAudit } from '#server/lib/audit';
import { revokeSessions } from '#server/auth/revoke-sessions';
import { AppError, notFound } from '#server/lib/errors';
import { inWork, type Work, type WorkOption } from '#server/lib/transaction';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHART_DAYS = 30;
const DETAIL_ROWS = 20;

function shapeUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    emailVerified: Boolean(row.email_verified),
    role: row.role,
    status: row.status,
    createdAt: toIso(row.created_at),
    deletedAt: row.deleted_at ? toIso(row.deleted_at) : null,
    banUntil: row.ban_until ? toIso(row.ban_until) : null,
    totalMessageReports: Number(row.total_message_reports),
  };
}

const banEnd = (input: BanInput, now = Date.now()): string =>
  'until' in input ? new Date(input.until).toISOString() : banEndFor(input.duration, now);

/**
 * Users, their standing and the audit trail. `onAccountChanged` tells a user's open tabs at once, so a ban
 * shows in an open chat and a deactivated user is signed out without waiting for the next request.
 */
export function createAdminService(
  db: Db,
  opts: { dialect: Dialect; onAccountChanged: (userId: string) => Promise<void> },
) {
  async function requireUser(userId: string) {
    const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!user) throw notFound('User');
    return user;
  }

  /**
   * Changes one user with its audit entry, in the caller's work or a transaction of its own, and tells their
   * tabs once it has committed. The user's row is locked first: a deletion or another change of the same
   * user waits, and is seen.
   */
  async function changeUser(
    actorId: string,
    userId: string,
    action: string,
    change: (user: UserRow, trx: Work['trx']) => Promise<Partial<UserRow>>,
    { work }: WorkOption = {},
  ): Promise<AdminUser> {
    const updated = await inWork(db, work, async ({ trx, afterCommit }) => {
      const now = new Date().toISOString();
      const user = await trx
        .updateTable('users')
        .set({ updated_at: now })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      if (!user) throw notFound('User');
      if (user.deleted_at) throw new AppError('ACCOUNT_DELETED', 'This account was deleted by its owner.');
      const after = await change(user, trx);
      const before = Object.fromEntries(Object.keys(after).map((k) => [k, user[k as keyof UserRow]]));
      await trx
        .updateTable('users')
        .set(after as never)
        .where('id', '=', userId)
        .execute();
      await recordAudit(trx, { actorId, action, targetType: 'user', targetId: userId, before, after });
      afterCommit(() => opts.onAccountChanged(userId));
      return { ...user, ...after } as UserRow;
    });
    return shapeUser(updated);
  }

  return {
    async listUsers({ q, role, status, banned, page, pageSize }: AdminUserListQuery): Promise<AdminUserList> {
      let query = db.selectFrom('users');
      if (q) query = query.where(userTextMatches(opts.dialect, q));
      if (role) query = query.where('role', '=', role);
      if (status) query = query.where('status', '=', status);
      const now = new Date().toISOString();
      if (banned === true) query = query.where('ban_until', '>', now);
      if (banned === false)
        query = query.where((eb) => eb.or([eb('ban_until', 'is', null), eb('ban_until', '<=', now)]));
      const [{ total }, rows] = await Promise.all([
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        query
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
      ]);
      return { users: rows.map(shapeUser), total: Number(total), page, pageSize };
    },

    async userDetail(userId: string): Promise<AdminUserDetail> {
      const user = await requireUser(userId);
      const count = (query: { executeTakeFirstOrThrow: () => Promise<{ n: number | string | bigint }> }) =>
        query.executeTakeFirstOrThrow().then((r) => Number(r.n));
      const [
        posts,
        comments,
        messagesSent,
        messageReports,
        contentReports,
        recentPosts,
        recentMessageReports,
        recentContentReports,
      ] = await Promise.all([
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
        db
          .selectFrom('posts')
          .select(['id', 'title', 'created_at', 'hidden', 'deleted_at'])
          .where('author_id', '=', userId)
          .orderBy('id', 'desc')
          .limit(DETAIL_ROWS)
          .execute(),
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
      const reportsAgainst = [
        ...recentMessageReports.map((r) => ({
          id: `message:${r.message_id}:${r.reporter_id}`,
          kind: 'message' as const,
          reason: r.reason,
          state: r.state,
          createdAt: toIso(r.created_at),
        })),
        ...recentContentReports.map((r) => ({
          id: `content:${r.id}`,
          kind: r.target_type,
          reason: r.reason,
          state: r.state,
          createdAt: toIso(r.created_at),
        })),
      ]
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, DETAIL_ROWS);
      return {
        user: shapeUser(user),
        counts: { posts, comments, messagesSent, reportsAgainst: messageReports + contentReports },
        recentPosts: recentPosts.map((p) => ({
          id: Number(p.id),
          title: p.title,
          createdAt: toIso(p.created_at),
          hidden: Boolean(p.hidden),
          deleted: p.deleted_at !== null,
        })),
        reportsAgainst,
      };
    },

    /** Deactivating revokes every session at once and leaves a tombstone so the client can say why. */
    async setStatus(
      actorId: string,
      userId: string,
      status: AccountStatus,
      { work }: WorkOption = {},
    ): Promise<AdminUser> {
      if (actorId === userId) throw new AppError('CANNOT_CHANGE_OWN_STATUS', 'Admins cannot change their own status.');
      return changeUser(
        actorId,
        userId,
        isDeactivated(status) ? 'user.deactivate' : 'user.reactivate',
        async (user, trx) => {
          const now = new Date().toISOString();
          if (isDeactivated(status)) {
            if (user.role === 'admin') await requireAnotherAdmin(trx, userId);
            const sessions = await trx.selectFrom('sessions').select('token').where('user_id', '=', userId).execute();
            if (sessions.length > 0) {
              await trx
                .insertInto('revoked_sessions')
                .values(
                  sessions.map((s) => ({
                    token: s.token,
                    user_id: userId,
                    reason: 'deactivated' as const,
                    revoked_at: now,
                  })),
                )
                .onConflict((oc) => oc.column('token').doNothing())
                .execute();
            }
            await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
          } else {
            await trx.deleteFrom('revoked_sessions').where('user_id', '=', userId).execute();
          }
          return { status };
        },
        { work },
      );
    },

    /** Never on oneself, and never the last active admin; a promotion ends the account's sessions. */
    async setRole(actorId: string, userId: string, role: 'admin' | 'user'): Promise<AdminUser> {
      if (actorId === userId) throw new AppError('CANNOT_CHANGE_OWN_ROLE', 'Admins cannot change their own role.');
      return changeUser(actorId, userId, role === 'admin' ? 'user.promote' : 'user.demote', async (user, trx) => {
        if (role === 'user' && user.role === 'admin') await requireAnotherAdmin(trx, userId);
        // A new admin signs in again (and enrols in two-factor sign-in): no older session becomes an admin's.
        if (role === 'admin' && user.role !== 'admin') await revokeSessions(trx, userId);
        return { role };
      });
    },

    /** Takes effect on the next send: every send reads ban_until afresh. */
    async ban(actorId: string, userId: string, input: BanInput, { work }: WorkOption = {}): Promise<AdminUser> {
      const until = banEnd(input);
      if (new Date(until).getTime() <= Date.now())
        throw new AppError('BAD_REQUEST', 'The ban must end in the future.', 'until');
      return changeUser(actorId, userId, 'user.ban', async () => ({ ban_until: until }), { work });
    },

    async liftBan(actorId: string, userId: string): Promise<AdminUser> {
      return changeUser(actorId, userId, 'user.unban', async () => ({ ban_until: null }));
    },

    async resetReports(actorId: string, userId: string): Promise<AdminUser> {
      return changeUser(actorId, userId, 'user.reset-reports', async () => ({ total_message_reports: 0 }));
    },

    async dashboard(): Promise<Dashboard> {
      const now = Date.now();
      const since = new Date(now - (CHART_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
      const weekAgo = new Date(now - 7 * DAY_MS).toISOString();
      const total = (table: 'posts' | 'comments' | 'messages' | 'conversations') =>
        db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.n));
      const perDay = (table: 'users' | 'posts' | 'messages') =>
        db
          .selectFrom(table)
          .select((eb) => [utcDay(opts.dialect, 'created_at').as('day'), eb.fn.countAll<number>().as('n')])
          .where('created_at', '>=', since)
          .groupBy(utcDay(opts.dialect, 'created_at'))
          .execute();
      const [
        users,
        posts,
        comments,
        messages,
        conversations,
        openMessageReports,
        openContentReports,
        signupDays,
        postDays,
        messageDays,
      ] = await Promise.all([
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
        db
          .selectFrom('message_reports')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('state', '=', 'open')
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('content_reports')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('state', '=', 'open')
          .executeTakeFirstOrThrow(),
        perDay('users'),
        perDay('posts'),
        perDay('messages'),
      ]);
      const byDay = (rows: { day: string; n: number | string | bigint }[]) =>
        new Map(rows.map((r) => [r.day, Number(r.n)]));
      const [signupMap, postMap, messageMap] = [byDay(signupDays), byDay(postDays), byDay(messageDays)];
      const daily = Array.from({ length: CHART_DAYS }, (_, i) => {
        const day = new Date(now - (CHART_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10);
        return {
          day,
          signups: signupMap.get(day) ?? 0,
          posts: postMap.get(day) ?? 0,
          messages: messageMap.get(day) ?? 0,
        };
      });
      return {
        totals: {
          users: Number(users.all),
          verifiedUsers: Number(users.verified ?? 0),
          newUsers7d: Number(users.recent ?? 0),
          posts,
          comments,
          messages,
          conversations,
          openReports: Number(openMessageReports.n) + Number(openContentReports.n),
        },
        daily,
      };
    },

    async auditLog(query: z.infer<typeof AuditQuerySchema>): Promise<AuditList> {
      const { page, pageSize } = query;
      let list = db.selectFrom('audit_log');
      if (query.action) list = list.where('audit_log.action', '=', query.action);
      if (query.targetType) list = list.where('audit_log.target_type', '=', query.targetType);
      if (query.actorId) list = list.where('audit_log.actor_id', '=', query.actorId);
      const [{ total }, rows] = await Promise.all([
        list.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        list
          .leftJoin('users', 'users.id', 'audit_log.actor_id')
          .select([
            'audit_log.id',
            'audit_log.actor_id',
            'users.nickname',
            'users.deleted_at',
            'audit_log.action',
            'audit_log.target_type',
            'audit_log.target_id',
            'audit_log.before',
            'audit_log.after',
            'audit_log.created_at',
          ])
          .orderBy('audit_log.created_at', 'desc')
          .orderBy('audit_log.id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
      ]);
      const parse = (value: string | null) => (value === null ? null : (JSON.parse(value) as unknown));
      return {
        entries: rows.map((r) => ({
          id: Number(r.id),
          actor: { id: r.actor_id, nickname: shownNickname({ nickname: r.nickname, deletedAt: r.deleted_at }) },
          action: r.action,
          targetType: r.target_type,
          targetId: r.target_id,
          before: parse(r.before),
          after: parse(r.after),
          createdAt: toIso(r.created_at),
        })),
        total: Number(total),
        page,
        pageSize,
      };
    },
  };
}

/** Refuses to remove the last active admin (by demotion or deactivation). */
async function requireAnotherAdmin(db: Pick<Db, 'selectFrom' | 'updateTable'>, userId: string) {
  // NOTE: a no-op update locks every admin row first, so two admins removing each other at once wait
  // for one another and the second sees the first's change.
  await db
    .updateTable('users')
    .set((eb) => ({ role: eb.ref('role') }))
    .where('role', '=', 'admin')
    .execute();
  const others = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .where('status', '=', 'active')
    .where('deleted_at', 'is', null)
    .where('id', '!=', userId)
    .executeTakeFirstOrThrow();
  if (Number(others.n) === 0) throw new AppError('LAST_ADMIN', 'This is the last admin.');
}

export type AdminService = ReturnType<typeof createAdminService>;
