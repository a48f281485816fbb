import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';

export const getSite = () => api('GET /api/site');
export const getSiteQueryOptions = () => queryOptions({ queryKey: ['site'], queryFn: getSite, staleTime: Infinity });
export const useSite = () => useQuery(getSiteQueryOptions());
