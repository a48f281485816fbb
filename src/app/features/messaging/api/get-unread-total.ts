import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { messagingKeys } from './keys.ts';

export const getUnreadTotal = async () => (await api('GET /api/conversations/unread')).total;

// The live stream keeps it current; this is the first value and the fallback.
export const getUnreadTotalQueryOptions = () =>
  queryOptions({ queryKey: messagingKeys.unread(), queryFn: getUnreadTotal });

export const useUnreadTotal = (enabled: boolean) => useQuery({ ...getUnreadTotalQueryOptions(), enabled });
