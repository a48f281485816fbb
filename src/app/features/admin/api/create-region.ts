import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRegion, RegionInput } from '#shared/contracts/admin';
import { api } from '../../../lib/api-client.ts';
import { getAdminRegionsQueryOptions } from './get-admin-regions.ts';
import { getAuditLogQueryOptions } from './get-audit-log.ts';
import { invalidateAll } from './keys.ts';
import { rootKeys } from '../../../lib/query-keys.ts';

export const createRegion = async (input: RegionInput) => (await api.post<{ region: AdminRegion }>('/api/admin/regions', input)).region;

export function useCreateRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRegion,
    onSuccess: () => invalidateAll(queryClient, [getAdminRegionsQueryOptions().queryKey, rootKeys.regions, rootKeys.places, getAuditLogQueryOptions().queryKey]),
  });
}
