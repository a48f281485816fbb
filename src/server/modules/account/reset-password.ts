import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResetPasswordInput } from '#shared/contracts/auth';
import { requireStrongPassword } from '#server/auth/password-policy';
import type { AccountContext } from './account-context.ts';

/** Sets a new password through a reset link's token. */
export async function resetPassword(
  ctx: Pick<AccountContext, 'auth' | 'security' | 'signInGuard'>,
  input: ResetPasswordInput,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const { token, password } = input;
  const user = await ctx.security.userOfResetLink(token);
  requireStrongPassword(password, [user.email, user.nickname]);
  await ctx.auth.api.resetPassword({ body: { token, newPassword: password } });
  await ctx.security.passwordChanged(user.id);
  // The mailbox is proven: this browser may sign in even while guessing keeps the account paused elsewhere.
  await ctx.signInGuard.succeeded(request, reply, user.email);
}
