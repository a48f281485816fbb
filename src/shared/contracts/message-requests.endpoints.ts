import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ConversationParamsSchema } from './messaging.ts';
import {
  MemberSearchQuerySchema,
  MemberSearchResponseSchema,
  MessagingSettingsSchema,
  RequestActionInputSchema,
} from './message-requests.ts';

const tags = ['messaging'];
export const messageRequestEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/messaging/settings',
    access: 'user',
    tags,
    response: { 200: MessagingSettingsSchema },
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/messaging/settings',
    access: 'user',
    tags,
    body: MessagingSettingsSchema,
    response: { 200: MessagingSettingsSchema },
  }),
  respond: defineEndpoint({
    method: 'POST',
    path: '/api/conversations/:conversationId/request',
    access: 'user',
    tags,
    params: ConversationParamsSchema,
    body: RequestActionInputSchema,
    response: { 204: z.null() },
  }),
  searchMembers: defineEndpoint({
    method: 'GET',
    path: '/api/messaging/members',
    access: 'user',
    tags,
    query: MemberSearchQuerySchema,
    response: { 200: MemberSearchResponseSchema },
  }),
};
