import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagingEndpoints } from '#shared/contracts/messaging.endpoints';
import { api } from '#app/lib/api-client.ts';
import { messagingKeys } from './keys.ts';

export const getConversations = async () => (await api(messagingEndpoints.conversations)).conversations;

export const getConversationsQueryOptions = () =>
  queryOptions({ queryKey: messagingKeys.list(), queryFn: getConversations });

export const useConversations = () => useQuery(getConversationsQueryOptions());
