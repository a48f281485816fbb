import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { getNotificationsQueryOptions } from './get-notifications.ts';
import { getUnreadCountQueryOptions } from './get-unread-count.ts';

export const markAllNotificationsRead = () => api('POST /api/notifications/read-all');

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueryData(getUnreadCountQueryOptions().queryKey, 0);
      return queryClient.invalidateQueries({ queryKey: getNotificationsQueryOptions().queryKey });
    },
  });
}
