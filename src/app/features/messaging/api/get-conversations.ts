import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { messagingKeys } from './keys.ts';

export const getConversations = async () => (await api('GET /api/conversations')).conversations;

export const getConversationsQueryOptions = () =>
  queryOptions({ queryKey: messagingKeys.list(), queryFn: getConversations });

export const useConversations = () => useQuery(getConversationsQueryOptions());
