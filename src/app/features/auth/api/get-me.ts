import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me, SessionResponse } from '#shared/contracts/auth';
import { ApiError, api } from '../../../lib/api-client.ts';

/** The signed-in user, or null for a visitor; a deactivated account surfaces as ACCOUNT_DEACTIVATED. */
export const getMe = async (): Promise<Me | null> => (await api.get<SessionResponse>('/api/me')).user;

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
