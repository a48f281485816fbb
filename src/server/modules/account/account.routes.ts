import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints as endpoints } from '#shared/contracts/auth.endpoints';
import type { Auth } from '#server/auth/auth';
import type { SignInGuard } from '#server/auth/sign-in-guard';
import { type Guards, shapeMe } from '#server/auth/guards';
import type { Dialect } from '#server/db/column-types';
import { requireStrongPassword } from '#server/auth/password-policy';
import type { Db } from '#server/db/index';
import type { AttemptCounter } from '#server/lib/attempt-counter';
import { AppError, TooManyRequests } from '#server/lib/errors';
import { route } from '#server/lib/route';
import { forwardCookies, rateLimit } from '#server/lib/route-helpers';
import type { AccountSecurity } from './account-security.ts';
import { createAccountService, isNicknameConflict, nicknameTaken } from './account.service.ts';

/** Each feature adds the user's own data of its kind to the export. */
export type ExportPart = (userId: string) => Promise<Record<string, unknown>>;

type Options = {
  auth: Auth;
  db: Db;
  dialect: Dialect;
  guards: Guards;
  signInGuard: SignInGuard;
  counter: AttemptCounter;
  security: AccountSecurity;
  rateLimitScale: number;
  exportParts: ExportPart[];
  /** What other domains erase once an account is deleted (its photos' files). */
  onDeleted: ((userId: string) => Promise<void>)[];
};

// A nickname is how others recognise someone: changing it often is how an impersonator hides.
const NICKNAME_CHANGES_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60_000;

const isWrongPassword = (error: unknown) =>
  (error as { body?: { code?: string } }).body?.code === 'INVALID_EMAIL_OR_PASSWORD';

export const accountRoutes: FastifyPluginAsync<Options> = async (
  app,
  { auth, db, dialect, guards, signInGuard, counter, security, rateLimitScale, exportParts, onDeleted },
) => {
  const service = createAccountService(db, dialect);
  const limit = (max: number, minutes: number) => ({ rateLimit: rateLimit(max, minutes, rateLimitScale) });

  route(app, endpoints.signUp, { config: limit(5, 15) }, async (request) => {
    const { email, password, nickname, language } = request.body;
    await service.requireNicknameFree(nickname);
    requireStrongPassword(password, [email, nickname]);
    try {
      // A taken e-mail gets the same answer, and its owner a mail (see onExistingUserSignUp); nobody is signed in,
      // and no device cookie is set either: it would differ between a taken and a new address.
      await auth.api.signUpEmail({
        body: { email, password, name: nickname, language },
        headers: fromNodeHeaders(request.headers),
      });
      return { email };
    } catch (error) {
      if (isNicknameConflict(error)) throw nicknameTaken();
      throw error;
    }
  });

  route(
    app,
    endpoints.signIn,
    // Failed attempts are limited by signInGuard (per account, address and device), not per request.
    {},
    async (request, reply) => {
      const { email } = request.body;
      await signInGuard.check(request, email);
      try {
        const { headers, response } = await auth.api.signInEmail({
          body: request.body,
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
        // With two-factor sign-in, the cookie is a short-lived challenge for POST /api/auth/two-factor/verify.
        forwardCookies(headers, reply);
        // The password was right: that ends the guessing this guard counts, whether or not a code step follows.
        await signInGuard.succeeded(request, reply, email);
        if ('twoFactorRedirect' in response) return { twoFactorRequired: true as const };
        return { user: shapeMe(response.user) };
      } catch (error) {
        if (isWrongPassword(error)) await signInGuard.failed(request, email);
        throw error;
      }
    },
  );

  route(app, endpoints.signOut, {}, async (request, reply) => {
    const user = await guards.readSession(request).catch(() => null);
    const { headers } = await auth.api.signOut({ headers: fromNodeHeaders(request.headers), returnHeaders: true });
    forwardCookies(headers, reply);
    if (user) await security.sessionsRevoked(user.id);
    return reply.code(204).send(null);
  });

  route(app, endpoints.me, {}, async (request, reply) => ({
    user: await guards.loadUser(request, reply),
  }));

  route(app, endpoints.updateMe, {}, async (request, reply) => {
    const user = request.user;
    const renames = request.body.nickname !== undefined && request.body.nickname !== user.nickname;
    const key = `nickname:${user.id}`;
    if (renames) {
      const { count, resetInMs } = await counter.peek(key);
      if (count >= Math.max(1, Math.round(NICKNAME_CHANGES_PER_DAY * rateLimitScale))) {
        throw new TooManyRequests('RATE_LIMITED', 'You changed your nickname too often. Try again later.', resetInMs);
      }
    }
    await service.updateProfile(user.id, request.body);
    if (renames) await counter.hit(key, DAY_MS);
    return { user: await guards.loadUser(request, reply) };
  });

  route(app, endpoints.changePassword, { config: limit(5, 15) }, async (request, reply) => {
    const user = request.user;
    requireStrongPassword(request.body.newPassword, [user.email, user.nickname], 'newPassword');
    try {
      const { headers } = await auth.api.changePassword({
        body: { ...request.body, revokeOtherSessions: true },
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      });
      // Other sessions are revoked; this device gets a fresh session cookie.
      forwardCookies(headers, reply);
    } catch (error) {
      if ((error as { body?: { code?: string } }).body?.code === 'INVALID_PASSWORD') {
        throw new AppError('INVALID_CREDENTIALS', 'The current password is wrong.', 'currentPassword');
      }
      throw error;
    }
    await security.passwordChanged(user.id);
    return reply.code(204).send(null);
  });

  route(app, endpoints.exportData, {}, async (request, reply) => {
    const userId = request.user.id;
    const data = Object.assign(
      await service.exportData(userId),
      ...(await Promise.all(exportParts.map((part) => part(userId)))),
    );
    const day = data.exportedAt.slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="hola-corea-my-data-${day}.json"`)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  route(app, endpoints.deleteAccount, { config: limit(5, 15) }, async (request, reply) => {
    const userId = request.user.id;
    await security.requirePassword(userId, request.body.password);
    await service.deleteAccount(userId, request.body.confirmation);
    for (const erase of onDeleted) await erase(userId);
    // The session rows are gone; signing out clears this device's cookie.
    const { headers } = await auth.api.signOut({ headers: fromNodeHeaders(request.headers), returnHeaders: true });
    forwardCookies(headers, reply);
    await security.sessionsRevoked(userId);
    return reply.code(204).send(null);
  });

  route(app, endpoints.signOutEverywhere, {}, async (request, reply) => {
    await service.signOutEverywhere(request.user.id);
    const { headers } = await auth.api.signOut({ headers: fromNodeHeaders(request.headers), returnHeaders: true });
    forwardCookies(headers, reply);
    await security.sessionsRevoked(request.user.id);
    return reply.code(204).send(null);
  });

  route(app, endpoints.verifyEmail, { config: limit(20, 15) }, async (request, reply) => {
    await auth.api.verifyEmail({ query: { token: request.body.token } });
    return reply.code(204).send(null);
  });

  route(app, endpoints.resendVerification, { config: limit(3, 10) }, async (request, reply) => {
    const user = request.user;
    if (user.emailVerified) throw new AppError('ALREADY_VERIFIED', 'Your e-mail is already verified.');
    await auth.api.sendVerificationEmail({ body: { email: user.email } });
    return reply.code(204).send(null);
  });

  route(app, endpoints.forgotPassword, { config: limit(5, 15) }, async (request, reply) => {
    // Answered before the account is looked up and the mail sent, so neither the answer nor its time tells whether the address has an account.
    auth.api
      .requestPasswordReset({ body: { email: request.body.email } })
      .catch((error: unknown) => request.log.error(error, 'password reset request'));
    return reply.code(204).send(null);
  });

  route(app, endpoints.resetPassword, { config: limit(10, 15) }, async (request, reply) => {
    const { token, password } = request.body;
    const user = await security.userOfResetLink(token);
    requireStrongPassword(password, [user.email, user.nickname]);
    await auth.api.resetPassword({ body: { token, newPassword: password } });
    await security.passwordChanged(user.id);
    // The mailbox is proven: this browser may sign in even while guessing keeps the account paused elsewhere.
    await signInGuard.succeeded(request, reply, user.email);
    return reply.code(204).send(null);
  });
};
