import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { authEndpoints as endpoints } from '#shared/contracts/auth.endpoints';
import type { Auth } from '#server/auth/auth';
import { shapeMe } from '#server/auth/guards';
import { revokeSessions } from '#server/auth/revoke-sessions';
import type { Db } from '#server/db/index';
import { AppError } from '#server/lib/errors';
import { route } from '#server/lib/route';
import { forwardCookies, rateLimit } from '#server/lib/route-helpers';
import { type SecondFactor, createSecondFactor, sessionTokenOf } from './second-factor.ts';

type Options = {
  auth: Auth;
  db: Db;
  rateLimitScale: number;
  /** Tells the account's open event streams to check their session again (and close if it is gone). */
  onSessionsRevoked: (userId: string) => Promise<void>;
};

const alreadyUsed = () =>
  new AppError('CODE_ALREADY_USED', 'This code was used already. Enter the next code your app shows.', 'code');

/**
 * What follows a right TOTP code: it is claimed (a code works once), and the session Better Auth just
 * opened is marked as having passed the second factor; a replayed code's session is deleted unseen.
 */
async function acceptTotp(
  secondFactor: SecondFactor,
  result: { headers: Headers; response: { user: { id: string } } },
  code: string,
  reply: FastifyReply,
) {
  const token = sessionTokenOf(result.headers);
  if (!(await secondFactor.claimTotpCode(result.response.user.id, code))) {
    if (token) await secondFactor.deleteSession(token);
    throw alreadyUsed();
  }
  if (token) await secondFactor.markSession(token);
  forwardCookies(result.headers, reply);
  return token;
}

/**
 * Two-factor sign-in (TOTP, Better Auth's two-factor plugin), required of admins: enable (password →
 * secret and recovery codes), confirm with a first code, and the second step of a password sign-in.
 * Enrolment ends every other session of the account (one opened elsewhere on the password alone must not
 * become an admin session); admin routes take only a session that passed the second factor.
 */
export const twoFactorRoutes: FastifyPluginAsync<Options> = async (
  app,
  { auth, db, rateLimitScale, onSessionsRevoked },
) => {
  const config = { rateLimit: rateLimit(10, 15, rateLimitScale) };
  const secondFactor = createSecondFactor({ auth, db });

  route(app, endpoints.enableTwoFactor, { config }, async (request) => {
    const { totpURI, backupCodes } = (await auth.api.enableTwoFactor({
      body: { password: request.body.password, method: 'totp' },
      headers: fromNodeHeaders(request.headers),
    })) as { totpURI: string; backupCodes: string[] };
    return { totpURI, secret: new URL(totpURI).searchParams.get('secret') ?? '', recoveryCodes: backupCodes };
  });

  route(app, endpoints.confirmTwoFactor, { config }, async (request, reply) => {
    // The first right code turns two-factor sign-in on; this device gets a fresh session, the others end.
    const result = await auth.api.verifyTOTP({
      body: { code: request.body.code },
      headers: fromNodeHeaders(request.headers),
      returnHeaders: true,
    });
    const token = await acceptTotp(secondFactor, result, request.body.code, reply);
    if (token && (await revokeSessions(db, result.response.user.id, token)) > 0)
      await onSessionsRevoked(result.response.user.id);
    return { user: shapeMe({ ...result.response.user, twoFactorEnabled: true }) };
  });

  route(app, endpoints.verifyTwoFactor, { config }, async (request, reply) => {
    const { code, method } = request.body;
    const headers = fromNodeHeaders(request.headers);
    if (method === 'recovery') {
      // Better Auth spends a recovery code as it accepts it.
      const result = await auth.api.verifyBackupCode({ body: { code }, headers, returnHeaders: true });
      const token = sessionTokenOf(result.headers);
      if (token) await secondFactor.markSession(token);
      forwardCookies(result.headers, reply);
      return { user: shapeMe(result.response.user) };
    }
    const result = await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
    await acceptTotp(secondFactor, result, code, reply);
    return { user: shapeMe(result.response.user) };
  });
};
