import type { Me } from '#shared/contracts/auth';
import { AppError } from '#server/lib/errors';
import type { AccountContext } from './account-context.ts';

/** Sends the verification mail again, unless the address is verified already. */
export async function resendVerification(ctx: Pick<AccountContext, 'auth'>, user: Me): Promise<void> {
  if (user.emailVerified) throw new AppError('ALREADY_VERIFIED', 'Your e-mail is already verified.');
  await ctx.auth.api.sendVerificationEmail({ body: { email: user.email } });
}
