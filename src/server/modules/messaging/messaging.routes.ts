import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BlockListResponseSchema,
  ConversationDetailResponseSchema,
  ConversationListResponseSchema,
  MessageResponseSchema,
  MessagesQuerySchema,
  MessagesResponseSchema,
  ReportMessageInputSchema,
  SendMessageInputSchema,
  StartConversationInputSchema,
  StartConversationResponseSchema,
  UnreadResponseSchema,
} from '#shared/contracts/messaging';
import type { Guards } from '#server/auth/guards';
import { errorResponses, rateLimit } from '#server/lib/route-helpers';
import type { MessagingService } from './messaging.service.ts';

type Options = { service: MessagingService; guards: Guards; rateLimitScale: number };

const ConversationParams = z.object({ conversationId: z.string().min(1).max(64) });
const MessageParams = z.object({ messageId: z.coerce.number().int().positive() });
const UserParams = z.object({ userId: z.string().min(1).max(100) });

export const messagingRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, guards, rateLimitScale }) => {
  const tags = ['messaging'];
  // onRequest, so a visitor hears 401 before any 400 about the body.
  const onRequest = guards.requireUser;
  // Keyed by the signed-in user (the guard runs first), not by address: travellers share hotel Wi-Fi.
  const perUser = (max: number, minutes: number) => ({
    rateLimit: { ...rateLimit(max, minutes, rateLimitScale), hook: 'preHandler' as const, keyGenerator: (r: { user: { id: string } | null; ip: string }) => r.user?.id ?? r.ip },
  });

  app.get('/conversations', { onRequest, schema: { tags, response: { 200: ConversationListResponseSchema, ...errorResponses } } }, async (request) => ({
    conversations: await service.listConversations(request.user!.id),
  }));

  app.post(
    '/conversations',
    { onRequest, config: perUser(30, 10), schema: { tags, body: StartConversationInputSchema, response: { 200: StartConversationResponseSchema, 201: StartConversationResponseSchema, ...errorResponses } } },
    async (request, reply) => {
      const { id, created } = await service.startConversation(request.user!.id, request.body.partnerId);
      return reply.code(created ? 201 : 200).send({ conversation: { id }, created });
    },
  );

  app.get('/conversations/unread', { onRequest, schema: { tags, response: { 200: UnreadResponseSchema, ...errorResponses } } }, async (request) => ({
    total: await service.unreadTotal(request.user!.id),
  }));

  app.get(
    '/conversations/:conversationId',
    { onRequest, schema: { tags, params: ConversationParams, response: { 200: ConversationDetailResponseSchema, ...errorResponses } } },
    async (request) => ({ conversation: await service.getConversation(request.user!.id, request.params.conversationId) }),
  );

  app.get(
    '/conversations/:conversationId/messages',
    { onRequest, schema: { tags, params: ConversationParams, querystring: MessagesQuerySchema, response: { 200: MessagesResponseSchema, ...errorResponses } } },
    async (request) => service.listMessages(request.user!.id, request.params.conversationId, request.query),
  );

  app.post(
    '/conversations/:conversationId/messages',
    {
      onRequest,
      config: perUser(30, 0.5),
      schema: { tags, params: ConversationParams, body: SendMessageInputSchema, response: { 200: MessageResponseSchema, 201: MessageResponseSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const { message, created } = await service.sendMessage(request.user!.id, request.params.conversationId, request.body.text, request.body.clientId);
      return reply.code(created ? 201 : 200).send({ message });
    },
  );

  app.post(
    '/conversations/:conversationId/read',
    { onRequest, schema: { tags, params: ConversationParams, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await service.markRead(request.user!.id, request.params.conversationId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/messages/:messageId',
    { onRequest, schema: { tags, params: MessageParams, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await service.deleteMessage(request.user!.id, request.params.messageId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/messages/:messageId/report',
    { onRequest, config: perUser(10, 10), schema: { tags, params: MessageParams, body: ReportMessageInputSchema, response: { 201: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await service.reportMessage(request.user!.id, request.params.messageId, request.body);
      return reply.code(201).send(null);
    },
  );

  app.get('/blocks', { onRequest, schema: { tags, response: { 200: BlockListResponseSchema, ...errorResponses } } }, async (request) => ({
    blocks: await service.listBlocks(request.user!.id),
  }));

  app.put(
    '/blocks/:userId',
    { onRequest, config: perUser(30, 10), schema: { tags, params: UserParams, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await service.setBlocked(request.user!.id, request.params.userId, true);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/blocks/:userId',
    { onRequest, config: perUser(30, 10), schema: { tags, params: UserParams, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await service.setBlocked(request.user!.id, request.params.userId, false);
      return reply.code(204).send(null);
    },
  );
};
