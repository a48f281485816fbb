import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type Me } from '#shared/contracts/auth';
import { MEMBER_CACHE } from '#shared/offline';
import { ApiError, api } from '#app/lib/api-client.ts';

/** The signed-in user, or null for a visitor; a deactivated account surfaces as ACCOUNT_DEACTIVATED. */
export const getMe = async (): Promise<Me | null> => (await api('GET /api/me')).user;

export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: getMe,
    // Re-checked now and then so a deactivation reaches an open tab.
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

export const useMe = () => useQuery(getMeQueryOptions());

export const isDeactivated = (error: unknown) => error instanceof ApiError && error.code === 'ACCOUNT_DEACTIVATED';

/** After signing out (one way or another): drop everything cached for the user and become a visitor. */
export function forgetUser(queryClient: QueryClient) {
  const meKey = getMeQueryOptions().queryKey;
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== meKey[0] });
  queryClient.setQueryData(meKey, null);
  // What the service worker kept for offline use must not outlive the session on a shared device.
  if (typeof caches !== 'undefined') void caches.delete(MEMBER_CACHE);
}
