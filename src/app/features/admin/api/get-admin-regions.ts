import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRegion } from '#shared/contracts/admin';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** Every region with its places. */
export const getAdminRegions = async () => (await api.get<{ regions: AdminRegion[] }>('/api/admin/regions')).regions;

export const getAdminRegionsQueryOptions = () => queryOptions({ queryKey: adminKeys.regions(), queryFn: getAdminRegions });

export const useAdminRegions = () => useQuery(getAdminRegionsQueryOptions());
