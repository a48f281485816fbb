import type { AdminUserList, AdminUserListQuery } from '#shared/contracts/admin';
import type { AdminContext } from './admin-context.ts';
import { shapeUser } from './admin.rows.ts';

/** One page of users, newest first, by text (nickname or e-mail), role, status and ban. */
export async function listUsers(
  { db, database }: Pick<AdminContext, 'db' | 'database'>,
  { q, role, status, banned, page, pageSize }: AdminUserListQuery,
): Promise<AdminUserList> {
  let query = db.selectFrom('users');
  if (q) query = query.where(database.stores.admin.userTextMatches(q));
  if (role) query = query.where('role', '=', role);
  if (status) query = query.where('status', '=', status);
  const now = new Date().toISOString();
  if (banned === true) query = query.where('ban_until', '>', now);
  if (banned === false) query = query.where((eb) => eb.or([eb('ban_until', 'is', null), eb('ban_until', '<=', now)]));
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
  return { users: rows.map(shapeUser), total: total, page, pageSize };
}
