import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityEndpoints } from '#shared/contracts/community.endpoints';
import { api } from '#app/lib/api-client.ts';

export const getMyActivity = () => api(communityEndpoints.myActivity);

export const getMyActivityQueryOptions = () =>
  queryOptions({ queryKey: ['community', 'me', 'activity'] as const, queryFn: getMyActivity });

export const useMyActivity = () => useQuery(getMyActivityQueryOptions());
