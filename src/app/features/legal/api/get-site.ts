import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemEndpoints } from '#shared/contracts/system.endpoints';
import { api } from '#app/lib/api-client.ts';

export const getSite = () => api(systemEndpoints.site);
export const getSiteQueryOptions = () => queryOptions({ queryKey: ['site'], queryFn: getSite, staleTime: Infinity });
export const useSite = () => useQuery(getSiteQueryOptions());
