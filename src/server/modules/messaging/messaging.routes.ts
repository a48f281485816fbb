import type { FastifyPluginAsync } from 'fastify';
import { messagingEndpoints as endpoints } from '#shared/contracts/messaging.endpoints';
import { route } from '#server/lib/route';
import { perUserRateLimit } from '#server/lib/route-helpers';
import type { MessagingService } from './messaging.service.ts';

type Options = { service: MessagingService; rateLimitScale: number };

export const messagingRoutes: FastifyPluginAsync<Options> = async (app, { service, rateLimitScale }) => {
  const perUser = (max: number, minutes: number) => perUserRateLimit(max, minutes, rateLimitScale);

  route(app, endpoints.conversations, {}, async (request) => ({
    conversations: await service.listConversations(request.user.id),
  }));

  route(app, endpoints.startConversation, { config: perUser(30, 10) }, async (request, reply) => {
    const { id, created } = await service.startConversation(request.user.id, request.body.partnerId);
    return reply.code(created ? 201 : 200).send({ conversation: { id }, created });
  });

  route(app, endpoints.unread, {}, async (request) => ({ total: await service.unreadTotal(request.user.id) }));

  route(app, endpoints.conversation, {}, async (request) => ({
    conversation: await service.requireConversation(request.user.id, request.params.conversationId),
  }));

  route(app, endpoints.messages, {}, async (request) =>
    service.listMessages(request.user.id, request.params.conversationId, request.query),
  );

  route(app, endpoints.sendMessage, { config: perUser(30, 0.5) }, async (request, reply) => {
    const { message, created } = await service.sendMessage(
      request.user.id,
      request.params.conversationId,
      request.body.text,
      request.body.clientId,
    );
    return reply.code(created ? 201 : 200).send({ message });
  });

  route(app, endpoints.markRead, {}, async (request, reply) => {
    await service.markRead(request.user.id, request.params.conversationId);
    return reply.code(204).send(null);
  });

  route(app, endpoints.deleteMessage, {}, async (request, reply) => {
    await service.deleteMessage(request.user.id, request.params.messageId);
    return reply.code(204).send(null);
  });

  route(app, endpoints.reportMessage, { config: perUser(10, 10) }, async (request, reply) => {
    await service.reportMessage(request.user.id, request.params.messageId, request.body);
    return reply.code(201).send(null);
  });

  route(app, endpoints.blocks, {}, async (request) => ({ blocks: await service.listBlocks(request.user.id) }));

  route(app, endpoints.block, { config: perUser(30, 10) }, async (request, reply) => {
    await service.setBlocked(request.user.id, request.params.userId, true);
    return reply.code(204).send(null);
  });

  route(app, endpoints.unblock, { config: perUser(30, 10) }, async (request, reply) => {
    await service.setBlocked(request.user.id, request.params.userId, false);
    return reply.code(204).send(null);
  });
};
