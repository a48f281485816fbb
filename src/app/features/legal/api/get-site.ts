import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '#shared/contracts/system';
import { api } from '../../../lib/api-client.ts';

export const getSite = () => api.get<SiteInfo>('/api/site');
export const getSiteQueryOptions = () => queryOptions({ queryKey: ['site'], queryFn: getSite, staleTime: Infinity });
export const useSite = () => useQuery(getSiteQueryOptions());
