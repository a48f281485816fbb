import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyActivityResponse } from '#shared/contracts/community';
import { api } from '../../../lib/api-client.ts';

export const getMyActivity = () => api.get<MyActivityResponse>('/api/me/activity');

export const getMyActivityQueryOptions = () => queryOptions({ queryKey: ['community', 'me', 'activity'] as const, queryFn: getMyActivity });

export const useMyActivity = () => useQuery(getMyActivityQueryOptions());
