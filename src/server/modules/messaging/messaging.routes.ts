import type { FastifyPluginAsync } from 'fastify';
import { messagingEndpoints as endpoints } from '#shared/contracts/messaging.endpoints';
import type { ServerContext } from '#server/context';
import { route } from '#server/lib/route';
import { perUserRateLimit } from '#server/lib/route-helpers';
import { listBlocks, setBlocked } from './blocks.ts';
import { deleteMessage } from './delete-message.ts';
import { getConversation } from './get-conversation.ts';
import { listConversations } from './list-conversations.ts';
import { listMessages } from './list-messages.ts';
import { markRead } from './mark-read.ts';
import { reportMessage } from './report-message.ts';
import type { SendInput, Sent } from './send-message.ts';
import { SEND_LIMIT } from './send-limit.ts';
import { startConversation } from './start-conversation.ts';
import { unreadTotal } from './unread-total.ts';

type Options = {
  ctx: ServerContext;
  sendMessage: (input: SendInput) => Promise<Sent>;
  rateLimitScale: number;
};

/** The chat's endpoints, each mapped to its use case. */
export const messagingRoutes: FastifyPluginAsync<Options> = async (app, { ctx, sendMessage, rateLimitScale }) => {
  const perUser = (max: number, minutes: number) => perUserRateLimit(max, minutes, rateLimitScale);

  route(app, endpoints.conversations, {}, async (request) => ({
    conversations: await listConversations(ctx, request.user.id),
  }));

  route(app, endpoints.startConversation, { config: perUser(30, 10) }, async (request, reply) => {
    const { id, created } = await startConversation(ctx, request.user.id, request.body.partnerId);
    return reply.code(created ? 201 : 200).send({ conversation: { id }, created });
  });

  route(app, endpoints.unread, {}, async (request) => ({ total: await unreadTotal(ctx, request.user.id) }));

  route(app, endpoints.conversation, {}, async (request) => ({
    conversation: await getConversation(ctx, request.user.id, request.params.conversationId),
  }));

  route(app, endpoints.messages, {}, async (request) =>
    listMessages(ctx, request.user.id, request.params.conversationId, request.query),
  );

  route(app, endpoints.sendMessage, { config: perUser(SEND_LIMIT.max, SEND_LIMIT.minutes) }, async (request, reply) => {
    const { message, created } = await sendMessage({
      userId: request.user.id,
      conversationId: request.params.conversationId,
      text: request.body.text,
      clientId: request.body.clientId ?? null,
    });
    return reply.code(created ? 201 : 200).send({ message });
  });

  route(app, endpoints.markRead, {}, async (request, reply) => {
    await markRead(ctx, request.user.id, request.params.conversationId);
    return reply.code(204).send(null);
  });

  route(app, endpoints.deleteMessage, {}, async (request, reply) => {
    await deleteMessage(ctx, request.user.id, request.params.messageId);
    return reply.code(204).send(null);
  });

  route(app, endpoints.reportMessage, { config: perUser(10, 10) }, async (request, reply) => {
    await reportMessage(ctx, request.user.id, request.params.messageId, request.body);
    return reply.code(201).send(null);
  });

  route(app, endpoints.blocks, {}, async (request) => ({ blocks: await listBlocks(ctx, request.user.id) }));

  route(app, endpoints.block, { config: perUser(30, 10) }, async (request, reply) => {
    await setBlocked(ctx, request.user.id, request.params.userId, true);
    return reply.code(204).send(null);
  });

  route(app, endpoints.unblock, { config: perUser(30, 10) }, async (request, reply) => {
    await setBlocked(ctx, request.user.id, request.params.userId, false);
    return reply.code(204).send(null);
  });
};
