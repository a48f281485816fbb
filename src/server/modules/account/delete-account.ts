import { randomBytes } from 'node:crypto';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DeleteAccountInput } from '#shared/contracts/auth';
import { nicknameSkeleton } from '#server/auth/nickname';
import { AppError } from '#server/lib/errors';
import { forwardCookies } from '#server/lib/route-helpers';
import { inWork } from '#server/lib/transaction';
import type { AccountContext } from './account-context.ts';

/**
 * Deletes the account, confirmed by the password and the nickname typed again: everything personal is
 * erased, other domains erase theirs, and this device is signed out.
 */
export async function deleteAccount(
  ctx: Pick<AccountContext, 'db' | 'database' | 'auth' | 'security' | 'onDeleted'>,
  userId: string,
  input: DeleteAccountInput,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  await ctx.security.requirePassword(userId, input.password);
  await eraseAccount(ctx, userId, input.confirmation);
  for (const erase of ctx.onDeleted) await erase(userId);
  // The session rows are gone; signing out clears this device's cookie.
  const { headers } = await ctx.auth.api.signOut({ headers: fromNodeHeaders(request.headers), returnHeaders: true });
  forwardCookies(headers, reply);
  await ctx.security.sessionsRevoked(userId);
}

/**
 * Removes everything personal and keeps the row (its id only), so content the user wrote can
 * stay readable as by 'deleted user' and conversations keep their other side.
 */
async function eraseAccount(ctx: Pick<AccountContext, 'db' | 'database'>, userId: string, confirmation: string) {
  await inWork(ctx.db, undefined, async ({ trx }) => {
    const now = new Date().toISOString();
    // Locks the row first: an admin's ban or deactivation of this user waits, then sees it deleted.
    const user = await trx
      .updateTable('users')
      .set({ updated_at: now })
      .where('id', '=', userId)
      .returning(['nickname', 'email'])
      .executeTakeFirstOrThrow();
    if (confirmation.trim() !== user.nickname) {
      throw new AppError('CONFIRMATION_MISMATCH', 'Type your nickname exactly to confirm.', 'confirmation');
    }
    const placeholder = `deleted-${randomBytes(6).toString('hex')}`;
    await trx
      .updateTable('users')
      .set({
        email: `${placeholder}@deleted.invalid`,
        nickname: placeholder,
        nickname_skeleton: nicknameSkeleton(placeholder),
        image: null,
        language: null,
        email_verified: false,
        status: 'deactivated',
        deleted_at: now,
      })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('revoked_sessions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('accounts').where('user_id', '=', userId).execute();
    await trx.deleteFrom('favorite_phrases').where('user_id', '=', userId).execute();
    await trx.deleteFrom('blocks').where('blocker_id', '=', userId).execute();
    await trx.deleteFrom('post_views').where('viewer', '=', userId).execute();
    await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
    await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('notification_settings').where('user_id', '=', userId).execute();
    await trx.deleteFrom('verifications').where('identifier', 'like', `%${user.email}%`).execute();
    // Reset links carry the user's id: one kept from before the deletion must not set a password again.
    await trx.deleteFrom('verifications').where('value', '=', userId).execute();
  });
  await ctx.database.stores.accounts.flushErased();
}
