import type { FastifyBaseLogger } from 'fastify';
import type { AccountContext } from './account-context.ts';

/**
 * Starts a password reset and returns before the account is looked up and the mail sent, so neither the
 * answer nor its time tells whether the address has an account.
 */
export function forgotPassword(ctx: Pick<AccountContext, 'auth'>, email: string, log: FastifyBaseLogger): void {
  ctx.auth.api
    .requestPasswordReset({ body: { email } })
    .catch((error: unknown) => log.error(error, 'password reset request'));
}
