import type { Auth } from '#server/auth/auth';
import type { Db } from '#server/db/index';
import { revokeSessions } from '#server/auth/revoke-sessions';

/** Creates (or restores) the admin named by ADMIN_EMAIL; an existing password is left alone. */
export async function ensureAdmin(auth: Auth, db: Db, admin: { email: string; password: string }) {
  const existing = await db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('email', '=', admin.email)
    .executeTakeFirst();
  const now = new Date().toISOString();
  if (existing) {
    // Made admin by the configuration: its sessions end, as on a promotion (decision record 029).
    if (existing.role !== 'admin') await revokeSessions(db, existing.id);
    await db
      .updateTable('users')
      .set({ role: 'admin', status: 'active', email_verified: true, updated_at: now })
      .where('id', '=', existing.id)
      .execute();
    return;
  }
  const ctx = await auth.$context;
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['nickname']), '=', 'admin'))
    .executeTakeFirst();
  const user = await ctx.internalAdapter.createUser(
    {
      email: admin.email,
      name: taken ? `admin-${Date.now().toString(36).slice(-4)}` : 'admin',
      emailVerified: true,
      role: 'admin',
      status: 'active',
    },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(admin.password),
  });
}
