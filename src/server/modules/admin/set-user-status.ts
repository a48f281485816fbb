import { type AccountStatus, isDeactivated } from '#shared/account-rules';
import type { AdminUser } from '#shared/contracts/admin';
import { AppError } from '#server/lib/errors';
import type { Work, WorkOption } from '#server/lib/transaction';
import type { AdminContext } from './admin-context.ts';
import { requireAnotherAdmin } from './admin.rules.ts';
import { changeUser } from './change-user.ts';

/** Ends every session of the user at once, leaving a tombstone per session so the client can say why. */
async function endSessions(trx: Work['trx'], userId: string) {
  const now = new Date().toISOString();
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
}

/**
 * Deactivates or reactivates a user, in the caller's work when given one. Deactivating revokes every
 * session at once and leaves a tombstone so the client can say why; never on oneself, never the last admin.
 */
export async function setUserStatus(
  ctx: Pick<AdminContext, 'db' | 'events'>,
  input: { actorId: string; userId: string; status: AccountStatus },
  { work }: WorkOption = {},
): Promise<AdminUser> {
  const { actorId, userId, status } = input;
  if (actorId === userId) throw new AppError('CANNOT_CHANGE_OWN_STATUS', 'Admins cannot change their own status.');
  const action = isDeactivated(status) ? 'user.deactivate' : 'user.reactivate';
  const apply = async (user: { role: string }, trx: Work['trx']) => {
    if (isDeactivated(status)) {
      if (user.role === 'admin') await requireAnotherAdmin(trx, userId);
      await endSessions(trx, userId);
    } else {
      await trx.deleteFrom('revoked_sessions').where('user_id', '=', userId).execute();
    }
    return { status };
  };
  return changeUser(ctx, { actorId, userId, action, apply }, { work });
}
