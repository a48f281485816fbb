import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignInInput, SignInResponse } from '#shared/contracts/auth';
import { shapeMe } from '#server/auth/guards';
import { forwardCookies } from '#server/lib/route-helpers';
import type { AccountContext } from './account-context.ts';

const isWrongPassword = (error: unknown) =>
  (error as { body?: { code?: string } }).body?.code === 'INVALID_EMAIL_OR_PASSWORD';

/**
 * Signs in with e-mail and password. Failed attempts are limited by the sign-in guard (per account, address
 * and device), not per request. With two-factor sign-in, the cookie is a short-lived challenge for
 * POST /api/auth/two-factor/verify.
 */
export async function signIn(
  ctx: Pick<AccountContext, 'auth' | 'signInGuard'>,
  request: FastifyRequest,
  reply: FastifyReply,
  input: SignInInput,
): Promise<SignInResponse> {
  const { email } = input;
  await ctx.signInGuard.check(request, email);
  try {
    const { headers, response } = await ctx.auth.api.signInEmail({
      body: input,
      headers: fromNodeHeaders(request.headers),
      returnHeaders: true,
    });
    forwardCookies(headers, reply);
    // The password was right: that ends the guessing this guard counts, whether or not a code step follows.
    await ctx.signInGuard.succeeded(request, reply, email);
    if ('twoFactorRedirect' in response) return { twoFactorRequired: true as const };
    return { user: shapeMe(response.user) };
  } catch (error) {
    if (isWrongPassword(error)) await ctx.signInGuard.failed(request, email);
    throw error;
  }
}
