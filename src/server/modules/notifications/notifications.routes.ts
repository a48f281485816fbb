import type { FastifyPluginAsync } from 'fastify';
import { notificationEndpoints as endpoints } from '#shared/contracts/notifications.endpoints';
import { route } from '#server/lib/route';
import { perUserRateLimit } from '#server/lib/route-helpers';
import type { NotificationsService } from './notifications.service.ts';

type Options = { service: NotificationsService; rateLimitScale: number };

export const notificationRoutes: FastifyPluginAsync<Options> = async (app, { service, rateLimitScale }) => {
  route(app, endpoints.list, {}, async (request) => service.list(request.user.id, request.query.cursor));

  route(app, endpoints.unreadCount, {}, async (request) => ({ count: await service.unreadCount(request.user.id) }));

  route(app, endpoints.markAllRead, { config: perUserRateLimit(60, 10, rateLimitScale) }, async (request, reply) => {
    await service.markAllRead(request.user.id);
    return reply.code(204).send(null);
  });

  route(app, endpoints.markRead, { config: perUserRateLimit(300, 10, rateLimitScale) }, async (request, reply) => {
    await service.markRead(request.user.id, request.params.id);
    return reply.code(204).send(null);
  });
};
