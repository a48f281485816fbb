import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MemberSearchQuerySchema, MemberSearchResponseSchema, MessagingSettingsSchema, RequestActionInputSchema } from '#shared/contracts/message-requests';
import type { Guards } from '#server/auth/guards';
import { errorResponses, rateLimit } from '#server/lib/route-helpers';
import type { MessageRequestsService } from './message-requests.ts';

type Options = { service: MessageRequestsService; guards: Guards; rateLimitScale: number };

const ConversationParams = z.object({ conversationId: z.string().min(1).max(64) });

export const messageRequestRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, guards, rateLimitScale }) => {
  const tags = ['messaging'];
  const onRequest = guards.requireUser;
  const perUser = (max: number, minutes: number) => ({
    rateLimit: { ...rateLimit(max, minutes, rateLimitScale), hook: 'preHandler' as const, keyGenerator: (r: { user: { id: string } | null; ip: string }) => r.user?.id ?? r.ip },
  });

  app.get('/messaging/settings', { onRequest, schema: { tags, response: { 200: MessagingSettingsSchema, ...errorResponses } } }, async (request) =>
    service.getSettings(request.user!.id),
  );

  app.put(
    '/messaging/settings',
    { onRequest, schema: { tags, body: MessagingSettingsSchema, response: { 200: MessagingSettingsSchema, ...errorResponses } } },
    async (request) => service.setSettings(request.user!.id, request.body),
  );

  app.post(
    '/conversations/:conversationId/request',
    { onRequest, config: perUser(30, 10), schema: { tags, params: ConversationParams, body: RequestActionInputSchema, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await service.respond(request.user!.id, request.params.conversationId, request.body);
      return reply.code(204).send(null);
    },
  );

  // Keyed by user: finding people to write to is where a spammer would start.
  app.get(
    '/messaging/members',
    { onRequest, config: perUser(60, 1), schema: { tags, querystring: MemberSearchQuerySchema, response: { 200: MemberSearchResponseSchema, ...errorResponses } } },
    async (request) => ({ members: await service.searchMembers(request.user!.id, request.query.nickname) }),
  );
};
