import { createAuth } from '#server/auth/auth';
import { createGuards } from '#server/auth/guards';
import { createSignInGuard } from '#server/auth/sign-in-guard';
import { ensureAdmin } from '#server/bootstrap';
import type { ServerContext } from '#server/context';
import { type Config } from '#server/env';
import { createMemoryCounter, createRedisCounter, withMemoryFallback } from '#server/lib/attempt-counter';
import type { WorkOption } from '#server/lib/transaction';
import { createServerI18n } from '#server/lib/i18n';
import { requireContracts } from '#server/lib/route';
import { eventRoutes } from '#server/events/events.routes';
import { liveSocketRoutes } from '#server/events/live-socket';
import { createPresence } from '#server/events/presence';
import { openJobQueue } from '#server/db/queues/index';
import { createJobs } from '#server/jobs/define-job';
import { createAccountSecurity } from '#server/modules/account/account-security';
import { accountRoutes } from '#server/modules/account/account.routes';
import { twoFactorRoutes } from '#server/modules/account/two-factor.routes';
import { adminContentRoutes } from '#server/modules/admin/admin-content.routes';
import { adminRoutes } from '#server/modules/admin/admin.routes';
import { contentReviewRoutes } from '#server/modules/admin/content-review';
import type { DeliveryContext } from '#server/modules/delivery/delivery-context';
import { exportDelivery } from '#server/modules/delivery/export-delivery';
import { createMailClaims } from '#server/modules/delivery/mail-claim';
import { scheduleMessageJobs } from '#server/modules/delivery/schedule-message-jobs';
import { scheduleNotificationPushes } from '#server/modules/delivery/schedule-notification-pushes';
import { scheduleDigestSweep } from '#server/modules/delivery/sweep-digests';
import { workDeliveryJobs } from '#server/modules/delivery/work-delivery-jobs';
import { deliveryRoutes, unsubscribeRoutes } from '#server/modules/delivery/delivery.routes';
import { communityRoutes } from '#server/modules/community/community.routes';
import { createCommunityService } from '#server/modules/community/community.service';
import { exportCommunity } from '#server/modules/community/export-community';
import { guideRoutes } from '#server/modules/guide/guide.routes';
import { exportMessageRequests, exportMessaging } from '#server/modules/messaging/export-messaging';
import { messageRequestRoutes } from '#server/modules/messaging/message-requests.routes';
import { messagingRoutes } from '#server/modules/messaging/messaging.routes';
import { removeMessage } from '#server/modules/messaging/remove-message';
import { latestMessageId, messagesSince } from '#server/modules/messaging/replay-messages';
import { createSendMessage } from '#server/modules/messaging/send-message';
import { createSendLimit, createSocketSend } from '#server/modules/messaging/send-over-socket';
import { unreadTotal } from '#server/modules/messaging/unread-total';
import { notificationRoutes } from '#server/modules/notifications/notifications.routes';
import { erasePhotos } from '#server/modules/photos/erase-photos';
import { exportPhotos } from '#server/modules/photos/export-photos';
import { openPhotoStorage } from '#server/modules/photos/open-photo-storage';
import { mediaRoutes, photoRoutes } from '#server/modules/photos/photos.routes';
import { sweepPhotos, sweepPhotosJob } from '#server/modules/photos/sweep-photos.job';
import { createNotificationsService } from '#server/modules/notifications/notifications.service';
import { runRetention, scheduleRetention } from '#server/modules/system/retention';
import { systemRoutes } from '#server/modules/system/system.routes';
import { instrumentQueue } from '#server/metrics/job-metrics';
import { addMetrics, createMetricsRegistry } from '#server/metrics/metrics';
import { openAppDatabase } from '#server/boot/database';
import { connectRedis } from '#server/boot/redis';
import { startup } from '#server/boot/startup';
import { addRequestHooks } from '#server/web/hooks';
import { registerPlugins, registerWebSocket } from '#server/web/plugins';
import { createServer } from '#server/web/create-server';
import { openMailer } from '#server/boot/mailer';
import { openPush } from '#server/boot/push';
import { repeat } from '#server/boot/repeat';
import { registerPages } from '#server/web/pages';

export async function buildApp(config: Config) {
  const app = createServer(config);
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

  const mailer = openMailer(app, config, redis);
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
  const { pushDestinations, push } = openPush(config);
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
  repeat(app, config.photoSweepEveryMs, () => jobs.enqueue(sweepPhotosJob, {}), 'photo sweep');
  repeat(app, config.digestSweepEveryMs, () => scheduleDigestSweep(delivery), 'digest sweep');
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
  const communityCtx = { ...ctx, notifications };
  const community = createCommunityService(communityCtx);
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

  await registerWebSocket(app);
  addRequestHooks(app, config);
  addMetrics(app, metrics, {
    allow: config.metricsAllow ?? [],
    trustsProxy: config.trustProxy !== false,
    redis: redis ? { ready: () => redis.status === 'ready', busLive: () => bus.isLive() } : undefined,
  });
  await registerPlugins(app, config, redis);
  const sendLimit = createSendLimit(app, config.rateLimitScale);

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
          (userId) => exportCommunity(communityCtx, userId),
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
      await api.register(adminRoutes, { prefix: '/admin', ctx, community, messaging, notifications });
      await api.register(adminContentRoutes, { prefix: '/admin', ctx });
      await api.register(contentReviewRoutes, { prefix: '/admin', db: database.db });
      await api.register(guideRoutes, { ctx });
      await api.register(communityRoutes, { ctx: communityCtx, rateLimitScale: config.rateLimitScale });
      await api.register(messagingRoutes, { ctx, sendMessage, sendLimit, rateLimitScale: config.rateLimitScale });
      await api.register(liveSocketRoutes, {
        bus,
        send: createSocketSend({ sendMessage, limit: sendLimit, log: app.log }),
        rateLimitScale: config.rateLimitScale,
        heartbeatMs: config.sseHeartbeatMs,
        socketsPerAccount: config.streamsPerAccount,
        socketsPerAddress: config.streamsPerAddress,
      });
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

  await registerPages(app, config, devOutbox);

  return app;
}
