import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { createAuth } from '#server/auth/auth';
import { createGuards } from '#server/auth/guards';
import { createSignInGuard } from '#server/auth/sign-in-guard';
import { ensureAdmin } from '#server/bootstrap';
import type { ServerContext } from '#server/context';
import { createMemoryCounter, createRedisCounter, withMemoryFallback } from '#server/lib/attempt-counter';
import { createAccountSecurity } from '#server/modules/account/account-security';

/** Better Auth, the request guards, the sign-in attempt counters and the account's security actions. */
export async function openAuth(app: FastifyInstance, ctx: ServerContext, redis: Redis | null) {
  const { config, database, mailer, t, events } = ctx;
  const auth = createAuth({ config, database, mailer, t, log: app.log });
  const guards = createGuards(auth, database.db, config.authSecret, database.stores.accounts);
  const attempts = redis
    ? withMemoryFallback(createRedisCounter(redis, `${config.redisPrefix}attempts:`), app.log)
    : createMemoryCounter();
  const signInGuard = createSignInGuard({
    counter: attempts,
    secret: config.authSecret,
    scale: config.rateLimitScale,
    secureCookie: config.env === 'production',
  });
  if (config.admin) await ensureAdmin(auth, database.db, config.admin);
  const security = createAccountSecurity({
    auth,
    db: database.db,
    mailer,
    t,
    log: app.log,
    onSessionsRevoked: (userId) => events.publish([userId], { type: 'sessions.revoked' }),
  });
  return { auth, guards, attempts, signInGuard, security };
}

export type AppAuth = Awaited<ReturnType<typeof openAuth>>;
