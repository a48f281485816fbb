import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type Me } from '#shared/contracts/auth';
import { MEMBER_CACHE } from '#shared/offline';
import { MEMBER_HINT_KEY } from '#shared/limits';
import { ApiError, api } from '#app/lib/api-client.ts';

/**
 * Kept on the device while someone is signed in on it: a prerendered page then starts the app with its first paint,
 * for the member's own header, instead of on the first touch (scripts/build/starter.js). No secret: a hint.
 */
function hintMember(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(MEMBER_HINT_KEY, '1');
    else localStorage.removeItem(MEMBER_HINT_KEY);
  } catch {
    // Storage off (private mode): the app then starts on the first touch.
  }
}

/** The signed-in user, or null for a visitor; a deactivated account surfaces as ACCOUNT_DEACTIVATED. */
export async function getMe(): Promise<Me | null> {
  const { user } = await api('GET /api/me');
  hintMember(user !== null);
  return user;
}

export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: getMe,
    // Re-checked now and then so a deactivation reaches an open tab.
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

export const useMe = () => useQuery(getMeQueryOptions());

/** The user an answer of the API names (a sign-in, a profile change), without asking /api/me again. */
export function setMe(queryClient: QueryClient, user: Me | null) {
  queryClient.setQueryData(getMeQueryOptions().queryKey, user);
  hintMember(user !== null);
}

export const isDeactivated = (error: unknown) => error instanceof ApiError && error.code === 'ACCOUNT_DEACTIVATED';

/** After signing out (one way or another): drop everything cached for the user and become a visitor. */
export function forgetUser(queryClient: QueryClient) {
  const meKey = getMeQueryOptions().queryKey;
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== meKey[0] });
  setMe(queryClient, null);
  // What the service worker kept for offline use must not outlive the session on a shared device.
  if (typeof caches !== 'undefined') void caches.delete(MEMBER_CACHE);
}
