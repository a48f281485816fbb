import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '#app/lib/live-events.ts';
import { notificationKeys } from '#app/features/notifications/api/keys.ts';

/** Applies the live stream to the bell and the list: a new count, a block that hides someone's notifications, a reconnect. */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  useLiveEvents({
    'notifications.unread': (event) => {
      queryClient.setQueryData(notificationKeys.unread(), event.count);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    },
    'block.changed': () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    resync: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
