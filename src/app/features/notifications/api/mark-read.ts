import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { type NotificationListResponse } from '#shared/contracts/notifications';
import { api } from '#app/lib/api-client.ts';
import { getNotificationsQueryOptions } from './get-notifications.ts';
import { getUnreadCountQueryOptions } from './get-unread-count.ts';

export const markNotificationRead = (id: number) => api('POST /api/notifications/:id/read', { params: { id } });

/** Marks the item read in the cached list; the live stream also brings the new unread count, this covers a stream that is down. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<InfiniteData<NotificationListResponse>>(
        getNotificationsQueryOptions().queryKey,
        (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  notifications: page.notifications.map((n) => (n.id === id ? { ...n, read: true } : n)),
                })),
              }
            : data,
      );
      return queryClient.invalidateQueries({ queryKey: getUnreadCountQueryOptions().queryKey });
    },
  });
}
