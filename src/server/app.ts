import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAuth } from '#server/auth/auth';
import { createGuards } from '#server/auth/guards';
import { createSignInGuard } from '#server/auth/sign-in-guard';
import { ensureAdmin } from '#server/bootstrap';
import type { ServerContext } from '#server/context';
import { type Config, siteInfoOf } from '#server/env';
import { createMemoryCounter, createRedisCounter, withMemoryFallback } from '#server/lib/attempt-counter';
import { applyHttpTimeouts } from '#server/lib/http-timeouts';
import type { WorkOption } from '#server/lib/transaction';
import { createServerI18n } from '#server/lib/i18n';
import { frameworkErrors } from '#server/lib/input-guards';
import { boundJsonNesting } from '#server/lib/json-body';
import { requireContracts } from '#server/lib/route';
import { eventRoutes } from '#server/events/events.routes';
import { createPresence } from '#server/events/presence';
import { openJobQueue } from '#server/db/queues/index';
import { createJobs } from '#server/jobs/define-job';
import { createMailer } from '#server/mail/mailer';
import { capMailsPerRecipient } from '#server/mail/recipient-cap';
import { createAccountSecurity } from '#server/modules/account/account-security';
import { accountRoutes } from '#server/modules/account/account.routes';
import { twoFactorRoutes } from '#server/modules/account/two-factor.routes';
import { createAdminContentService } from '#server/modules/admin/admin-content.service';
import { createAdminReportsService } from '#server/modules/admin/admin-reports.service';
import { adminRoutes } from '#server/modules/admin/admin.routes';
import { contentReviewRoutes } from '#server/modules/admin/content-review';
import { createAdminService } from '#server/modules/admin/admin.service';
import type { DeliveryContext } from '#server/modules/delivery/delivery-context';
import { exportDelivery } from '#server/modules/delivery/export-delivery';
import { createMailClaims } from '#server/modules/delivery/mail-claim';
import { scheduleMessageJobs } from '#server/modules/delivery/schedule-message-jobs';
import { scheduleNotificationPushes } from '#server/modules/delivery/schedule-notification-pushes';
import { scheduleDigestSweep } from '#server/modules/delivery/sweep-digests';
import { workDeliveryJobs } from '#server/modules/delivery/work-delivery-jobs';
import { deliveryRoutes, unsubscribeRoutes } from '#server/modules/delivery/delivery.routes';
import { createPushSender, readOrCreateVapidKeys } from '#server/modules/delivery/push';
import { createDestinationPolicy } from '#server/modules/delivery/push-destination';
import { createPushPoster } from '#server/modules/delivery/push-post';
import { communityRoutes } from '#server/modules/community/community.routes';
import { createCommunityService } from '#server/modules/community/community.service';
import { guideRoutes } from '#server/modules/guide/guide.routes';
import { exportMessageRequests, exportMessaging } from '#server/modules/messaging/export-messaging';
import { messageRequestRoutes } from '#server/modules/messaging/message-requests.routes';
import { messagingRoutes } from '#server/modules/messaging/messaging.routes';
import { removeMessage } from '#server/modules/messaging/remove-message';
import { latestMessageId, messagesSince } from '#server/modules/messaging/replay-messages';
import { createSendMessage } from '#server/modules/messaging/send-message';
import { unreadTotal } from '#server/modules/messaging/unread-total';
import { notificationRoutes } from '#server/modules/notifications/notifications.routes';
import { erasePhotos } from '#server/modules/photos/erase-photos';
import { exportPhotos } from '#server/modules/photos/export-photos';
import { openPhotoStorage } from '#server/modules/photos/open-photo-storage';
import { mediaRoutes, photoRoutes } from '#server/modules/photos/photos.routes';
import { sweepPhotos, sweepPhotosJob } from '#server/modules/photos/sweep-photos.job';
import { createNotificationsService } from '#server/modules/notifications/notifications.service';
import { runRetention, scheduleRetention } from '#server/modules/system/retention';
import { loopbackOnly, renderOutboxPage, systemRoutes } from '#server/modules/system/system.routes';
import { instrumentQueue } from '#server/metrics/job-metrics';
import { addMetrics, createMetricsRegistry } from '#server/metrics/metrics';
import { clientRoutes } from '#server/web/client-routes';
import { openAppDatabase } from '#server/boot/database';
import { connectRedis } from '#server/boot/redis';
import { startup } from '#server/boot/startup';
import { addRequestHooks } from '#server/web/hooks';
import { registerPlugins } from '#server/web/plugins';

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(config: Config) {
  const app = Fastify({
    logger: { level: config.logLevel },
    // A hop count trusts that many proxies nearest to us (Fastify's types take it only as a function).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    frameworkErrors,
    // The drain answers requests that arrive while closing, in our error shape (lib/drain.ts).
    return503OnClosing: false,
  });
  applyHttpTimeouts(app.server, config.httpTimeouts);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  boundJsonNesting(app);

  const database = await openAppDatabase(app, config);

  const { redis, bus } = await connectRedis(app, config);
  if (config.retentionEveryMs) {
    const stop = scheduleRetention(
      async () =>
        app.log.info(
          { deleted: await runRetention(database.db) },
          'retention: removed what the privacy policy no longer keeps',
        ),
      config.retentionEveryMs,
      (error) => app.log.error(error, 'retention job'),
    );
    app.addHook('onClose', async () => stop());
  }

  // At most a few mails an hour to one address, counted across instances when Redis is there.
  const mailer = capMailsPerRecipient(
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: app.log,
      production: config.env === 'production',
    }),
    {
      counter: redis
        ? withMemoryFallback(createRedisCounter(redis, `${config.redisPrefix}mails:`), app.log, 'mail caps')
        : createMemoryCounter(),
      log: app.log,
      perHour: config.mailsPerRecipientHour,
    },
  );
  const devOutbox = mailer.outbox;
  const t = await createServerI18n();
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

  // Mails and pushes are jobs (decision records 020, 028): persistent, run once, retried with backoff.
  const metrics = createMetricsRegistry();
  const queue = instrumentQueue(
    await startup('DATABASE_URL: cannot start the job queue', () =>
      openJobQueue(config.database, database, { log: app.log, pollMs: config.jobPollMs, leaseMs: config.jobLeaseMs }),
    ),
    metrics,
    (error) => app.log.warn(error, 'metrics: cannot count the jobs'),
  );
  const jobs = createJobs(queue, { log: app.log, checkOnEnqueue: config.env !== 'production' });
  const presence = createPresence(redis, config.redisPrefix);
  const photoStorage = openPhotoStorage(config);
  app.addHook('onClose', async () => photoStorage.close());
  // What every use case may take a part of (decision record 028).
  const ctx: ServerContext = {
    config,
    db: database.db,
    database,
    events: bus,
    jobs,
    mailer,
    presence,
    t,
    log: app.log,
    photoStorage,
  };
  // Pushes go to public addresses only, in every environment (decision record 029).
  const pushDestinations = createDestinationPolicy({
    httpsOnly: config.env === 'production',
    lookup: config.pushLookup,
    trustedOrigins: config.trustedPushOrigins,
  });
  const push = createPushSender({
    vapid: config.vapid ?? readOrCreateVapidKeys(config.dataDir),
    contact: config.operator.privacyContact,
    poster: createPushPoster(pushDestinations),
  });
  const delivery: DeliveryContext = {
    ...ctx,
    push,
    claims: createMailClaims(database.db, config.jobLeaseMs ?? 5 * 60_000),
    publicUrl: config.publicUrl,
    secret: config.authSecret,
    minuteMs: config.notificationMinuteMs ?? 60_000,
    dailyCap: config.mailDailyCap ?? 4,
  };
  await workDeliveryJobs(delivery);
  // Notification pushes are added after a reply has gone (never in a request's way; a chat message's jobs
  // are written with it instead). Shutdown waits for them before the queue stops, so a comment
  // acknowledged during the drain keeps its push.
  const adding = new Set<Promise<void>>();
  const addJobsLater = (task: Promise<void>, what: string) => {
    const tracked: Promise<void> = task
      .catch((error: unknown) => app.log.error(error, what))
      .finally(() => adding.delete(tracked));
    adding.add(tracked);
  };
  // Registered after the database's: onClose hooks run last-in first-out, so running jobs end before it closes.
  app.addHook('onClose', async () => {
    await Promise.all(adding);
    presence.close();
    await jobs.stop();
    push.close();
  });
  const photos = { db: database.db, storage: photoStorage, secret: config.authSecret, publicUrl: config.publicUrl };
  await jobs.work(sweepPhotosJob, async () => {
    const swept = await sweepPhotos(photos);
    if (swept.orphans + swept.detached > 0)
      app.log.info(swept, 'photos: orphans and photos of deleted writings removed');
  });
  if (config.photoSweepEveryMs) {
    const sweep = setInterval(
      () => jobs.enqueue(sweepPhotosJob, {}).catch((error: unknown) => app.log.error(error, 'photo sweep')),
      config.photoSweepEveryMs,
    );
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  }
  if (config.digestSweepEveryMs) {
    const sweep = setInterval(
      () => scheduleDigestSweep(delivery).catch((error: unknown) => app.log.error(error, 'digest sweep')),
      config.digestSweepEveryMs,
    );
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  }
  const sendMessage = createSendMessage(ctx, {
    // In the send's transaction: a mail or push exists if and only if its message committed.
    scheduleJobs: (messages, work) => scheduleMessageJobs(delivery, messages, { work }),
  });
  const messaging = {
    removeMessage: (messageId: number, { work }: WorkOption) => removeMessage(ctx, messageId, { work }),
  };
  const notifications = createNotificationsService(database.db, {
    bus,
    log: app.log,
    onCreated: (rows) => addJobsLater(scheduleNotificationPushes(delivery, rows), 'push jobs for new notifications'),
  });
  const community = createCommunityService(database.db, {
    dialect: database.dialect,
    secret: config.authSecret,
    pacingScale: config.rateLimitScale,
    notifications,
    photoStorage,
  });
  const adminUsers = createAdminService(database.db, {
    dialect: database.dialect,
    onAccountChanged: (userId) => bus.publish([userId], { type: 'account.changed' }),
  });
  const admin = {
    users: adminUsers,
    content: createAdminContentService(database.db, { dialect: database.dialect }),
    reports: createAdminReportsService(database.db, { admin: adminUsers, messaging, community, notifications }),
  };
  if (config.admin) await ensureAdmin(auth, database.db, config.admin);
  const security = createAccountSecurity({
    auth,
    db: database.db,
    mailer,
    t,
    log: app.log,
    onSessionsRevoked: (userId) => bus.publish([userId], { type: 'sessions.revoked' }),
  });

  app.decorateRequest('user', null);
  app.decorate('guards', guards);
  requireContracts(app);

  addRequestHooks(app, config);
  addMetrics(app, metrics, {
    allow: config.metricsAllow ?? [],
    trustsProxy: config.trustProxy !== false,
    redis: redis ? { ready: () => redis.status === 'ready', busLive: () => bus.isLive() } : undefined,
  });
  await registerPlugins(app, config, redis);

  await app.register(
    async (api) => {
      await api.register(systemRoutes, {
        database,
        outbox: devOutbox,
        operator: config.operator,
        redisUp: redis
          ? async () =>
              bus.isLive() &&
              (await redis.ping().then(
                () => true,
                () => false,
              ))
          : undefined,
      });
      await api.register(accountRoutes, {
        ctx,
        auth,
        guards,
        signInGuard,
        counter: attempts,
        security,
        rateLimitScale: config.rateLimitScale,
        exportParts: [
          (userId) => exportMessaging(ctx, userId),
          (userId) => exportMessageRequests(ctx, userId),
          (userId) => community.exportFor(userId),
          (userId) => notifications.exportFor(userId),
          (userId) => exportDelivery(delivery, userId),
          (userId) => exportPhotos(photos, userId),
        ],
        onDeleted: [(userId) => erasePhotos(photos, userId).then(() => {})],
      });
      await api.register(twoFactorRoutes, {
        auth,
        db: database.db,
        rateLimitScale: config.rateLimitScale,
        onSessionsRevoked: security.sessionsRevoked,
      });
      await api.register(adminRoutes, { prefix: '/admin', ...admin, community });
      await api.register(contentReviewRoutes, { prefix: '/admin', db: database.db });
      await api.register(guideRoutes, { ctx });
      await api.register(communityRoutes, { service: community, rateLimitScale: config.rateLimitScale });
      await api.register(messagingRoutes, { ctx, sendMessage, rateLimitScale: config.rateLimitScale });
      await api.register(messageRequestRoutes, { ctx, rateLimitScale: config.rateLimitScale });
      await api.register(notificationRoutes, { service: notifications, rateLimitScale: config.rateLimitScale });
      await api.register(eventRoutes, {
        bus,
        service: {
          messagesSince: (userId, sinceId) => messagesSince(ctx, userId, sinceId),
          unreadTotal: (userId) => unreadTotal(ctx, userId),
          latestMessageId: (userId) => latestMessageId(ctx, userId),
        },
        notificationsUnread: notifications.unreadCount,
        presence,
        heartbeatMs: config.sseHeartbeatMs,
        streamsPerAccount: config.streamsPerAccount,
        streamsPerAddress: config.streamsPerAddress,
      });
      await api.register(photoRoutes, {
        ...photos,
        rateLimitScale: config.rateLimitScale,
        events: bus,
        sendText: (userId, conversationId, text, clientId) =>
          sendMessage({ userId, conversationId, text, clientId: clientId ?? null }),
      });
      await api.register(deliveryRoutes, {
        ctx: delivery,
        policy: pushDestinations,
        rateLimitScale: config.rateLimitScale,
      });
    },
    { prefix: '/api' },
  );

  await app.register(unsubscribeRoutes, { ctx: delivery, t });
  await app.register(mediaRoutes, photos);

  if (devOutbox) {
    app.get('/dev/outbox', { onRequest: loopbackOnly, schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(renderOutboxPage(devOutbox)),
    );
  }

  await app.register(fastifyStatic, {
    root: path.resolve('public/locales'),
    prefix: '/locales/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
  });
  await clientRoutes(app, {
    clientDir: config.clientDir,
    prerenderDir: path.join(config.clientDir, '..', 'prerendered'),
    publicUrl: config.publicUrl,
    site: siteInfoOf(config.operator),
    localesDir: path.resolve('public/locales'),
  });

  return app;
}
