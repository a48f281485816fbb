import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints as endpoints } from '#shared/contracts/auth.endpoints';
import type { Auth } from '#server/auth/auth';
import { shapeMe } from '#server/auth/guards';
import { route } from '#server/lib/route';
import { forwardCookies, rateLimit } from '#server/lib/route-helpers';

type Options = { auth: Auth; rateLimitScale: number };

/**
 * Two-factor sign-in (TOTP, Better Auth's two-factor plugin), required of admins: enable (password →
 * secret and recovery codes), confirm with a first code, and the second step of a password sign-in.
 */
export const twoFactorRoutes: FastifyPluginAsync<Options> = async (app, { auth, rateLimitScale }) => {
  const config = { rateLimit: rateLimit(10, 15, rateLimitScale) };

  route(app, endpoints.enableTwoFactor, { config }, async (request) => {
    const { totpURI, backupCodes } = (await auth.api.enableTwoFactor({
      body: { password: request.body.password, method: 'totp' },
      headers: fromNodeHeaders(request.headers),
    })) as { totpURI: string; backupCodes: string[] };
    return { totpURI, secret: new URL(totpURI).searchParams.get('secret') ?? '', recoveryCodes: backupCodes };
  });

  route(app, endpoints.confirmTwoFactor, { config }, async (request, reply) => {
    // The first right code turns two-factor sign-in on; this device gets a fresh session.
    const { headers, response } = await auth.api.verifyTOTP({
      body: { code: request.body.code },
      headers: fromNodeHeaders(request.headers),
      returnHeaders: true,
    });
    forwardCookies(headers, reply);
    return { user: shapeMe({ ...response.user, twoFactorEnabled: true }) };
  });

  route(app, endpoints.verifyTwoFactor, { config }, async (request, reply) => {
    const { code, method } = request.body;
    const headers = fromNodeHeaders(request.headers);
    const result =
      method === 'recovery'
        ? await auth.api.verifyBackupCode({ body: { code }, headers, returnHeaders: true })
        : await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
    forwardCookies(result.headers, reply);
    return { user: shapeMe(result.response.user) };
  });
};
