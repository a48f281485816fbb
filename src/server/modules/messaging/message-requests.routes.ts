import type { FastifyPluginAsync } from 'fastify';
import { messageRequestEndpoints as endpoints } from '#shared/contracts/message-requests.endpoints';
import { route } from '#server/lib/route';
import { perUserRateLimit } from '#server/lib/route-helpers';
import type { MessageRequestsService } from './message-requests.ts';

type Options = { service: MessageRequestsService; rateLimitScale: number };

export const messageRequestRoutes: FastifyPluginAsync<Options> = async (app, { service, rateLimitScale }) => {
  route(app, endpoints.settings, {}, async (request) => service.getSettings(request.user.id));

  route(app, endpoints.updateSettings, {}, async (request) => service.setSettings(request.user.id, request.body));

  route(app, endpoints.respond, { config: perUserRateLimit(30, 10, rateLimitScale) }, async (request, reply) => {
    await service.respond(request.user.id, request.params.conversationId, request.body);
    return reply.code(204).send(null);
  });

  // Keyed by user: finding people to write to is where a spammer would start.
  route(app, endpoints.searchMembers, { config: perUserRateLimit(60, 1, rateLimitScale) }, async (request) => ({
    members: await service.searchMembers(request.user.id, request.query.nickname),
  }));
};
