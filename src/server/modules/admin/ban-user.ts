import type { AdminUser, BanInput } from '#shared/contracts/admin';
import { AppError } from '#server/lib/errors';
import type { WorkOption } from '#server/lib/transaction';
import type { AdminContext } from './admin-context.ts';
import { banEnd } from './admin.rules.ts';
import { changeUser } from './change-user.ts';

/** Bans a user for a preset duration or until a date, in the caller's work when given one. Takes effect on the next send: every send reads ban_until afresh. */
export async function banUser(
  ctx: Pick<AdminContext, 'db' | 'events'>,
  input: { actorId: string; userId: string; ban: BanInput },
  { work }: WorkOption = {},
): Promise<AdminUser> {
  const until = banEnd(input.ban);
  if (new Date(until).getTime() <= Date.now())
    throw new AppError('BAD_REQUEST', 'The ban must end in the future.', 'until');
  const { actorId, userId } = input;
  return changeUser(ctx, { actorId, userId, action: 'user.ban', apply: async () => ({ ban_until: until }) }, { work });
}
