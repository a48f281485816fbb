import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { messagingKeys } from './keys.ts';

export const getConversation = async (id: string) =>
  (await api('GET /api/conversations/:conversationId', { params: { conversationId: id } })).conversation;

export const getConversationQueryOptions = (id: string) =>
  queryOptions({ queryKey: messagingKeys.detail(id), queryFn: () => getConversation(id) });

export const useConversation = (id: string) => useQuery(getConversationQueryOptions(id));
