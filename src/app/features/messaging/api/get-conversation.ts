import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationDetail } from '#shared/contracts/messaging';
import { api } from '../../../lib/api-client.ts';
import { messagingKeys } from './keys.ts';

export const getConversation = async (id: string) =>
  (await api.get<{ conversation: ConversationDetail }>(`/api/conversations/${encodeURIComponent(id)}`)).conversation;

export const getConversationQueryOptions = (id: string) => queryOptions({ queryKey: messagingKeys.detail(id), queryFn: () => getConversation(id) });

export const useConversation = (id: string) => useQuery(getConversationQueryOptions(id));
