import type { FastifyPluginAsync } from 'fastify';
import { messageRequestEndpoints as endpoints } from '#shared/contracts/message-requests.endpoints';
import type { ServerContext } from '#server/context';
import { route } from '#server/lib/route';
import { perUserRateLimit } from '#server/lib/route-helpers';
import { getMessagingSettings, setMessagingSettings } from './messaging-settings.ts';
import { respondToRequest } from './respond-to-request.ts';
import { searchMembers } from './search-members.ts';

type Options = { ctx: ServerContext; rateLimitScale: number };

/** Message requests' endpoints (decision record 015), each mapped to its use case. */
export const messageRequestRoutes: FastifyPluginAsync<Options> = async (app, { ctx, rateLimitScale }) => {
  route(app, endpoints.settings, {}, async (request) => getMessagingSettings(ctx, request.user.id));

  route(app, endpoints.updateSettings, {}, async (request) => setMessagingSettings(ctx, request.user.id, request.body));

  route(app, endpoints.respond, { config: perUserRateLimit(30, 10, rateLimitScale) }, async (request, reply) => {
    await respondToRequest(ctx, request.user.id, request.params.conversationId, request.body);
    return reply.code(204).send(null);
  });

  // Keyed by user: finding people to write to is where a spammer would start.
  route(app, endpoints.searchMembers, { config: perUserRateLimit(60, 1, rateLimitScale) }, async (request) => ({
    members: await searchMembers(ctx, request.user.id, request.query.nickname),
  }));
};
