import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import {
  BlockListResponseSchema,
  BlockParamsSchema,
  ConversationDetailResponseSchema,
  ConversationListResponseSchema,
  ConversationParamsSchema,
  EventsQuerySchema,
  MessageParamsSchema,
  MessageResponseSchema,
  MessagesQuerySchema,
  MessagesResponseSchema,
  ReportMessageInputSchema,
  SendMessageInputSchema,
  StartConversationInputSchema,
  StartConversationResponseSchema,
  UnreadResponseSchema,
} from './messaging.ts';

const tags = ['messaging'];
const noContent = { 204: z.null() };
export const messagingEndpoints = {
  conversations: defineEndpoint({
    method: 'GET',
    path: '/api/conversations',
    access: 'user',
    tags,
    response: { 200: ConversationListResponseSchema },
  }),
  /** 201 when the conversation is new, 200 when it already existed. */
  startConversation: defineEndpoint({
    method: 'POST',
    path: '/api/conversations',
    access: 'user',
    tags,
    body: StartConversationInputSchema,
    response: { 200: StartConversationResponseSchema, 201: StartConversationResponseSchema },
  }),
  unread: defineEndpoint({
    method: 'GET',
    path: '/api/conversations/unread',
    access: 'user',
    tags,
    response: { 200: UnreadResponseSchema },
  }),
  conversation: defineEndpoint({
    method: 'GET',
    path: '/api/conversations/:conversationId',
    access: 'user',
    tags,
    params: ConversationParamsSchema,
    response: { 200: ConversationDetailResponseSchema },
  }),
  messages: defineEndpoint({
    method: 'GET',
    path: '/api/conversations/:conversationId/messages',
    access: 'user',
    tags,
    params: ConversationParamsSchema,
    query: MessagesQuerySchema,
    response: { 200: MessagesResponseSchema },
  }),
  /** 201 for a new message, 200 when its client id was already stored (a repeated send). */
  sendMessage: defineEndpoint({
    method: 'POST',
    path: '/api/conversations/:conversationId/messages',
    access: 'user',
    tags,
    params: ConversationParamsSchema,
    body: SendMessageInputSchema,
    response: { 200: MessageResponseSchema, 201: MessageResponseSchema },
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/api/conversations/:conversationId/read',
    access: 'user',
    tags,
    params: ConversationParamsSchema,
    response: noContent,
  }),
  deleteMessage: defineEndpoint({
    method: 'DELETE',
    path: '/api/messages/:messageId',
    access: 'user',
    tags,
    params: MessageParamsSchema,
    response: noContent,
  }),
  reportMessage: defineEndpoint({
    method: 'POST',
    path: '/api/messages/:messageId/report',
    access: 'user',
    tags,
    params: MessageParamsSchema,
    body: ReportMessageInputSchema,
    response: { 201: z.null() },
  }),
  blocks: defineEndpoint({
    method: 'GET',
    path: '/api/blocks',
    access: 'user',
    tags,
    response: { 200: BlockListResponseSchema },
  }),
  block: defineEndpoint({
    method: 'PUT',
    path: '/api/blocks/:userId',
    access: 'user',
    tags,
    params: BlockParamsSchema,
    response: noContent,
  }),
  unblock: defineEndpoint({
    method: 'DELETE',
    path: '/api/blocks/:userId',
    access: 'user',
    tags,
    params: BlockParamsSchema,
    response: noContent,
  }),
  /** The Server-Sent Events stream (text/event-stream, read by EventSource, not api()). */
  events: defineEndpoint({
    method: 'GET',
    path: '/api/events',
    access: 'user',
    tags,
    query: EventsQuerySchema,
    response: {},
  }),
  /**
   * The live connection (a WebSocket; decision record 037): sends as `LiveSendFrame`s, each answered with a
   * `LiveReply` carrying what POST .../messages would have answered. Not called through api().
   */
  live: defineEndpoint({
    method: 'GET',
    path: '/api/live',
    access: 'user',
    tags,
    hide: true,
    response: {},
  }),
};
