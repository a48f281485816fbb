import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { notificationKeys } from './keys.ts';

export const getUnreadCount = async () => (await api('GET /api/notifications/unread-count')).count;

// The live stream keeps it current; this is the first value and the fallback.
export const getUnreadCountQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.unread(), queryFn: getUnreadCount });

export const useNotificationUnreadCount = (enabled: boolean) => useQuery({ ...getUnreadCountQueryOptions(), enabled });
