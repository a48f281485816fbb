import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';

export const getMyActivity = () => api('GET /api/me/activity');

export const getMyActivityQueryOptions = () =>
  queryOptions({ queryKey: ['community', 'me', 'activity'] as const, queryFn: getMyActivity });

export const useMyActivity = () => useQuery(getMyActivityQueryOptions());
