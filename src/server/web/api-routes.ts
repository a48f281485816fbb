import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppAuth } from '#server/boot/auth';
import type { AppDomains } from '#server/boot/domains';
import type { ServerContext } from '#server/context';
import type { EventBus } from '#server/events/bus';
import { eventRoutes } from '#server/events/events.routes';
import { liveSocketRoutes } from '#server/events/live-socket';
import type { OutboxEntry } from '#server/mail/mailer';
import { accountRoutes } from '#server/modules/account/account.routes';
import { twoFactorRoutes } from '#server/modules/account/two-factor.routes';
import { adminContentRoutes } from '#server/modules/admin/admin-content.routes';
import { adminRoutes } from '#server/modules/admin/admin.routes';
import { contentReviewRoutes } from '#server/modules/admin/content-review';
import { communityRoutes } from '#server/modules/community/community.routes';
import { deliveryRoutes } from '#server/modules/delivery/delivery.routes';
import { exportDelivery } from '#server/modules/delivery/export-delivery';
import { exportCommunity } from '#server/modules/community/export-community';
import { guideRoutes } from '#server/modules/guide/guide.routes';
import { exportMessageRequests, exportMessaging } from '#server/modules/messaging/export-messaging';
import { messageRequestRoutes } from '#server/modules/messaging/message-requests.routes';
import { messagingRoutes } from '#server/modules/messaging/messaging.routes';
import { latestMessageId, messagesSince } from '#server/modules/messaging/replay-messages';
import { createSocketSend } from '#server/modules/messaging/send-over-socket';
import { unreadTotal } from '#server/modules/messaging/unread-total';
import { notificationRoutes } from '#server/modules/notifications/notifications.routes';
import { erasePhotos } from '#server/modules/photos/erase-photos';
import { exportPhotos } from '#server/modules/photos/export-photos';
import { photoRoutes } from '#server/modules/photos/photos.routes';
import { systemRoutes } from '#server/modules/system/system.routes';

export type ApiParts = {
  ctx: ServerContext;
  auth: AppAuth;
  domains: AppDomains;
  redis: Redis | null;
  bus: EventBus;
  devOutbox: OutboxEntry[] | undefined;
};

/** The system and account endpoints: health, sign-in and sign-up, the account, its export and deletion, 2FA. */
async function accountApi(api: FastifyInstance, { ctx, auth, domains, redis, bus, devOutbox }: ApiParts) {
  const { config, database } = ctx;
  const { delivery, photos, notifications, communityCtx } = domains;
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
    auth: auth.auth,
    guards: auth.guards,
    signInGuard: auth.signInGuard,
    counter: auth.attempts,
    security: auth.security,
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
    auth: auth.auth,
    db: database.db,
    rateLimitScale: config.rateLimitScale,
    onSessionsRevoked: auth.security.sessionsRevoked,
  });
}

/** What members and admins use: the guide, the community, messaging, live events, photos, notifications. */
async function productApi(api: FastifyInstance, { ctx, domains, bus }: ApiParts) {
  const { config } = ctx;
  const { community, communityCtx, messaging, notifications, sendMessage, photos, delivery } = domains;
  const rateLimitScale = config.rateLimitScale;
  await api.register(adminRoutes, { prefix: '/admin', ctx, community, messaging, notifications });
  await api.register(adminContentRoutes, { prefix: '/admin', ctx });
  await api.register(contentReviewRoutes, { prefix: '/admin', db: ctx.db });
  await api.register(guideRoutes, { ctx });
  await api.register(communityRoutes, { ctx: communityCtx, rateLimitScale });
  await api.register(messagingRoutes, { ctx, sendMessage, rateLimitScale });
  await api.register(liveSocketRoutes, {
    bus,
    send: createSocketSend({ sendMessage, log: ctx.log }),
    rateLimitScale,
    heartbeatMs: config.sseHeartbeatMs,
    socketsPerAccount: config.streamsPerAccount,
    socketsPerAddress: config.streamsPerAddress,
  });
  await api.register(messageRequestRoutes, { ctx, rateLimitScale });
  await api.register(notificationRoutes, { service: notifications, rateLimitScale });
  await api.register(eventRoutes, {
    bus,
    service: {
      messagesSince: (userId, sinceId) => messagesSince(ctx, userId, sinceId),
      unreadTotal: (userId) => unreadTotal(ctx, userId),
      latestMessageId: (userId) => latestMessageId(ctx, userId),
    },
    notificationsUnread: notifications.unreadCount,
    presence: ctx.presence,
    heartbeatMs: config.sseHeartbeatMs,
    streamsPerAccount: config.streamsPerAccount,
    streamsPerAddress: config.streamsPerAddress,
  });
  await api.register(photoRoutes, {
    ...photos,
    rateLimitScale,
    events: bus,
    sendText: (userId, conversationId, text, clientId) =>
      sendMessage({ userId, conversationId, text, clientId: clientId ?? null }),
  });
  await api.register(deliveryRoutes, { ctx: delivery, policy: domains.pushDestinations, rateLimitScale });
}

/** Every endpoint under /api, in the order they were always registered. */
export async function registerApi(app: FastifyInstance, parts: ApiParts): Promise<void> {
  await app.register(
    async (api) => {
      await accountApi(api, parts);
      await productApi(api, parts);
    },
    { prefix: '/api' },
  );
}
