import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RegionInput } from '#shared/contracts/admin';
import { api } from '#app/lib/api-client.ts';
import { getAdminRegionsQueryOptions } from './get-admin-regions.ts';
import { getAuditLogQueryOptions } from './get-audit-log.ts';
import { invalidateAll } from './keys.ts';
import { rootKeys } from '#app/lib/query-keys.ts';

export const createRegion = async (input: RegionInput) =>
  (await api('POST /api/admin/regions', { body: input })).region;

export function useCreateRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRegion,
    onSuccess: () =>
      invalidateAll(queryClient, [
        getAdminRegionsQueryOptions().queryKey,
        rootKeys.regions,
        rootKeys.places,
        getAuditLogQueryOptions().queryKey,
      ]),
  });
}
