import type { AdminUser } from '#shared/contracts/admin';
import type { AdminContext } from './admin-context.ts';
import { changeUser } from './change-user.ts';

/** Ends a user's ban now. */
export async function liftBan(
  ctx: Pick<AdminContext, 'db' | 'events'>,
  input: { actorId: string; userId: string },
): Promise<AdminUser> {
  return changeUser(ctx, { ...input, action: 'user.unban', apply: async () => ({ ban_until: null }) });
}
