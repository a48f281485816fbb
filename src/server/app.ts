import { openAuth } from '#server/boot/auth';
import { openContext } from '#server/boot/context';
import { openDomains } from '#server/boot/domains';
import type { Config } from '#server/env';
import { requireContracts } from '#server/lib/route';
import { addMetrics } from '#server/metrics/metrics';
import { unsubscribeRoutes } from '#server/modules/delivery/delivery.routes';
import { createSendLimit } from '#server/modules/messaging/send-limit';
import { mediaRoutes } from '#server/modules/photos/photos.routes';
import { registerApi } from '#server/web/api-routes';
import { createServer } from '#server/web/create-server';
import { addRequestHooks } from '#server/web/hooks';
import { registerPages } from '#server/web/pages';
import { registerPlugins, registerWebSocket } from '#server/web/plugins';

/** The whole server: its context, the domains, the request hooks and plugins, the API and the pages. */
export async function buildApp(config: Config) {
  const app = createServer(config);
  const { ctx, redis, bus, metrics, devOutbox } = await openContext(app, config);
  const auth = await openAuth(app, ctx, redis);
  // One send counter a member, whichever way the send comes (HTTP or the live connection).
  const sendLimit = createSendLimit(redis, `${config.redisPrefix}rl:`, config.rateLimitScale);
  const domains = await openDomains(app, ctx, { sendLimit });

  app.decorateRequest('user', null);
  app.decorate('guards', auth.guards);
  requireContracts(app);
  // Before the request hooks: a refused upgrade (cross-origin, signed out) must still close its socket.
  await registerWebSocket(app);
  addRequestHooks(app, config);
  addMetrics(app, metrics, {
    allow: config.metricsAllow ?? [],
    trustsProxy: config.trustProxy !== false,
    redis: redis ? { ready: () => redis.status === 'ready', busLive: () => bus.isLive() } : undefined,
  });
  await registerPlugins(app, config, redis);

  await registerApi(app, { ctx, auth, domains, redis, bus, devOutbox });
  await app.register(unsubscribeRoutes, { ctx: domains.delivery, t: ctx.t });
  await app.register(mediaRoutes, domains.photos);
  await registerPages(app, config, ctx.db, devOutbox);
  return app;
}
