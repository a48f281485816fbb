import { sql } from 'kysely';
import type { AdminUser, AdminUserList, AdminUserListQuery } from '#shared/contracts/admin';
import { toIso } from '#server/db/column-types';
import type { Db } from '#server/db/index';
import type { UserRow } from '#server/db/schema';
import { recordAudit } from '#server/lib/audit';
import { AppError, notFound } from '#server/lib/errors';

function shapeUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    emailVerified: Boolean(row.email_verified),
    role: row.role,
    status: row.status,
    createdAt: toIso(row.created_at),
  };
}

export function createAdminService(db: Db) {
  return {
    async listUsers({ q, page, pageSize }: AdminUserListQuery): Promise<AdminUserList> {
      let query = db.selectFrom('users');
      if (q) {
        const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where(sql<boolean>`(lower(nickname) like ${pattern} escape '\\' or email like ${pattern} escape '\\')`);
      }
      const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { users: rows.map(shapeUser), total: Number(total), page, pageSize };
    },

    /** Deactivating revokes every session at once and leaves a tombstone so the client can say why. */
    async setStatus(actorId: string, userId: string, status: 'active' | 'deleted'): Promise<AdminUser> {
      if (actorId === userId) {
        throw new AppError(409, 'CANNOT_CHANGE_OWN_STATUS', 'Admins cannot change their own status.');
      }
      return db.transaction().execute(async (trx) => {
        const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
        if (!user) throw notFound('User');
        if (user.deleted_at) throw new AppError(409, 'ACCOUNT_DELETED', 'This account was deleted by its owner.');
        const now = new Date().toISOString();
        await trx.updateTable('users').set({ status, updated_at: now }).where('id', '=', userId).execute();
        if (status === 'deleted') {
          const sessions = await trx.selectFrom('sessions').select('token').where('user_id', '=', userId).execute();
          if (sessions.length > 0) {
            await trx
              .insertInto('revoked_sessions')
              .values(sessions.map((s) => ({ token: s.token, user_id: userId, reason: 'deactivated' as const, revoked_at: now })))
              .onConflict((oc) => oc.column('token').doNothing())
              .execute();
          }
          await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
        } else {
          await trx.deleteFrom('revoked_sessions').where('user_id', '=', userId).execute();
        }
        await recordAudit(trx, {
          actorId,
          action: status === 'deleted' ? 'user.deactivate' : 'user.reactivate',
          targetType: 'user',
          targetId: userId,
          before: { status: user.status },
          after: { status },
        });
        return shapeUser({ ...user, status });
      });
    },
  };
}
