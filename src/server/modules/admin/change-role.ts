import type { AdminUser } from '#shared/contracts/admin';
import { revokeSessions } from '#server/auth/revoke-sessions';
import { AppError } from '#server/lib/errors';
import type { AdminContext } from './admin-context.ts';
import { requireAnotherAdmin } from './admin.rules.ts';
import { changeUser } from './change-user.ts';

/** Promotes or demotes a user: never on oneself, and never the last active admin; a promotion ends the account's sessions. */
export async function changeRole(
  ctx: Pick<AdminContext, 'db' | 'events'>,
  input: { actorId: string; userId: string; role: 'admin' | 'user' },
): Promise<AdminUser> {
  const { actorId, userId, role } = input;
  if (actorId === userId) throw new AppError('CANNOT_CHANGE_OWN_ROLE', 'Admins cannot change their own role.');
  return changeUser(ctx, {
    actorId,
    userId,
    action: role === 'admin' ? 'user.promote' : 'user.demote',
    apply: async (user, trx) => {
      if (role === 'user' && user.role === 'admin') await requireAnotherAdmin(trx, userId);
      // A new admin signs in again (and enrols in two-factor sign-in): no older session becomes an admin's.
      if (role === 'admin' && user.role !== 'admin') await revokeSessions(trx, userId);
      return { role };
    },
  });
}
