import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangePasswordInput, Me } from '#shared/contracts/auth';
import { requireStrongPassword } from '#server/auth/password-policy';
import { AppError } from '#server/lib/errors';
import { forwardCookies } from '#server/lib/route-helpers';
import type { AccountContext } from './account-context.ts';

/** Changes the password given the current one; other sessions are revoked, this device gets a fresh cookie. */
export async function changePassword(
  ctx: Pick<AccountContext, 'auth' | 'security'>,
  user: Me,
  input: ChangePasswordInput,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  requireStrongPassword(input.newPassword, [user.email, user.nickname], 'newPassword');
  try {
    const { headers } = await ctx.auth.api.changePassword({
      body: { ...input, revokeOtherSessions: true },
      headers: fromNodeHeaders(request.headers),
      returnHeaders: true,
    });
    forwardCookies(headers, reply);
  } catch (error) {
    if ((error as { body?: { code?: string } }).body?.code === 'INVALID_PASSWORD') {
      throw new AppError('INVALID_CREDENTIALS', 'The current password is wrong.', 'currentPassword');
    }
    throw error;
  }
  await ctx.security.passwordChanged(user.id);
}
