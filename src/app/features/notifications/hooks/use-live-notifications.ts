import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ServerEvent } from '#shared/contracts/messaging';
import { notificationKeys } from '#app/features/notifications/api/keys.ts';

/** Applies the live stream to the bell and the list: a new count, a block that hides someone's notifications, a reconnect. */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      onEvent: (event: ServerEvent) => {
        if (event.type === 'notifications.unread') {
          queryClient.setQueryData(notificationKeys.unread(), event.count);
          void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
        } else if (event.type === 'block.changed') {
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        }
      },
      onResync: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    }),
    [queryClient],
  );
}
