import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** A request that never reached the server; offline, retrying only delays the "cannot load" state. */
export const isNetworkError = (error: unknown) => error instanceof ApiError && error.code === 'NETWORK';

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export function createQueryClient() {
  // NOTE: TanStack Query assumes online until an 'offline' event; an app opened offline would never see its 'online' event refetch.
  if (isOffline()) onlineManager.setOnline(false);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // The default networkMode 'online' pauses queries while offline, even reads the service worker answers from its cache.
        networkMode: 'always',
        // NOTE: with networkMode 'always' TanStack Query turns this off by default; what failed offline loads again when back online.
        refetchOnReconnect: true,
        // Client errors will not fix themselves; network and server errors may, unless the device is offline.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          !(isNetworkError(error) && isOffline()) &&
          count < 2,
      },
      // A paused mutation would leave its button on "saving…": offline, a write fails at once and the form says so.
      mutations: { networkMode: 'always' },
    },
  });
}
