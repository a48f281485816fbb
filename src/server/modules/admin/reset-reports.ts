import type { AdminUser } from '#shared/contracts/admin';
import type { AdminContext } from './admin-context.ts';
import { changeUser } from './change-user.ts';

/** Sets a user's count of message reports back to zero. */
export async function resetReports(
  ctx: Pick<AdminContext, 'db' | 'events'>,
  input: { actorId: string; userId: string },
): Promise<AdminUser> {
  return changeUser(ctx, { ...input, action: 'user.reset-reports', apply: async () => ({ total_message_reports: 0 }) });
}
