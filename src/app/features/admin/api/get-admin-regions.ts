import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#shared/contracts/admin.endpoints';
import { api } from '#app/lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** Every region with its places. */
export const getAdminRegions = async () => (await api(adminEndpoints.regions)).regions;

export const getAdminRegionsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.regions(), queryFn: getAdminRegions });

export const useAdminRegions = () => useQuery(getAdminRegionsQueryOptions());
