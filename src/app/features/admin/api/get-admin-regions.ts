import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** Every region with its places. */
export const getAdminRegions = async () => (await api('GET /api/admin/regions')).regions;

export const getAdminRegionsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.regions(), queryFn: getAdminRegions });

export const useAdminRegions = () => useQuery(getAdminRegionsQueryOptions());
