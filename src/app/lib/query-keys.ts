import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The roots of the query keys that more than one feature changes. Features never import one another,
 * so a feature's own keys start from its root here, and another feature's mutation invalidates
 * through it: an admin's phrase edit refreshes the public phrases page, a post deleted anywhere
 * leaves the community's and the admin's lists.
 */
export const rootKeys = {
  admin: ['admin'],
  community: ['community'],
  phrases: ['phrases'],
  regions: ['regions'],
  places: ['places'],
} as const satisfies Record<string, QueryKey>;

export const invalidateAll = (queryClient: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
