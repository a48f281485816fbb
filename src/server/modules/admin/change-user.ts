import type { AdminUser } from '#shared/contracts/admin';
import type { UserRow } from '#server/db/schema';
import { recordAudit } from '#server/lib/audit';
import { AppError, notFound } from '#server/lib/errors';
import { inWork, type Work, type WorkOption } from '#server/lib/transaction';
import type { AdminContext } from './admin-context.ts';
import { shapeUser } from './admin.rows.ts';

/**
 * Changes one user with its audit entry, in the caller's work or a transaction of its own, and tells their
 * tabs once it has committed (`account.changed`: a ban shows in an open chat and a deactivated user is signed
 * out without waiting for the next request). The user's row is locked first: a deletion or another change of
 * the same user waits, and is seen.
 */
export async function changeUser(
  ctx: Pick<AdminContext, 'db' | 'events'>,
  change: {
    actorId: string;
    userId: string;
    action: string;
    apply: (user: UserRow, trx: Work['trx']) => Promise<Partial<UserRow>>;
  },
  { work }: WorkOption = {},
): Promise<AdminUser> {
  const { actorId, userId, action } = change;
  const updated = await inWork(ctx.db, work, async ({ trx, afterCommit }) => {
    const now = new Date().toISOString();
    const user = await trx
      .updateTable('users')
      .set({ updated_at: now })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!user) throw notFound('User');
    if (user.deleted_at) throw new AppError('ACCOUNT_DELETED', 'This account was deleted by its owner.');
    const after = await change.apply(user, trx);
    const before = Object.fromEntries(Object.keys(after).map((k) => [k, user[k as keyof UserRow]]));
    await trx
      .updateTable('users')
      .set(after as never)
      .where('id', '=', userId)
      .execute();
    await recordAudit(trx, { actorId, action, targetType: 'user', targetId: userId, before, after });
    afterCommit(() => ctx.events.publish([userId], { type: 'account.changed' }));
    return { ...user, ...after } as UserRow;
  });
  return shapeUser(updated);
}
