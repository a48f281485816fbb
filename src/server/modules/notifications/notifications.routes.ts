import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NotificationIdParamsSchema,
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  NotificationUnreadResponseSchema,
} from '#shared/contracts/notifications';
import type { Guards } from '#server/auth/guards';
import { errorResponses, rateLimit } from '#server/lib/route-helpers';
import type { NotificationsService } from './notifications.service.ts';

type Options = { service: NotificationsService; guards: Guards; rateLimitScale: number };

export const notificationRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, guards, rateLimitScale }) => {
  const tags = ['notifications'];
  const onRequest = guards.requireUser;
  const perUser = (max: number, minutes: number) => ({
    rateLimit: { ...rateLimit(max, minutes, rateLimitScale), hook: 'preHandler' as const, keyGenerator: (r: { user: { id: string } | null; ip: string }) => r.user?.id ?? r.ip },
  });
  const noContent = { 204: z.null(), ...errorResponses };

  app.get(
    '/notifications',
    { onRequest, schema: { tags, querystring: NotificationListQuerySchema, response: { 200: NotificationListResponseSchema, ...errorResponses } } },
    async (request) => service.list(request.user!.id, request.query.cursor),
  );

  app.get('/notifications/unread-count', { onRequest, schema: { tags, response: { 200: NotificationUnreadResponseSchema, ...errorResponses } } }, async (request) => ({
    count: await service.unreadCount(request.user!.id),
  }));

  app.post('/notifications/read-all', { onRequest, config: perUser(60, 10), schema: { tags, response: noContent } }, async (request, reply) => {
    await service.markAllRead(request.user!.id);
    return reply.code(204).send(null);
  });

  app.post(
    '/notifications/:id/read',
    { onRequest, config: perUser(300, 10), schema: { tags, params: NotificationIdParamsSchema, response: noContent } },
    async (request, reply) => {
      await service.markRead(request.user!.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
