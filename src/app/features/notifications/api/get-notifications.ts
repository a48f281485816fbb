import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { notificationKeys } from './keys.ts';

export const getNotifications = (cursor?: number) => api('GET /api/notifications', { query: { cursor } });

/** Newest first, in keyset pages. */
export const getNotificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useNotifications = () => useInfiniteQuery(getNotificationsQueryOptions());
