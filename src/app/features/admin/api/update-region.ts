import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RegionInput } from '#shared/contracts/admin';
import { api } from '#app/lib/api-client.ts';
import { getAdminRegionsQueryOptions } from './get-admin-regions.ts';
import { getAuditLogQueryOptions } from './get-audit-log.ts';
import { invalidateAll } from './keys.ts';
import { rootKeys } from '#app/lib/query-keys.ts';

export const updateRegion = async ({ id, input }: { id: string; input: RegionInput }) =>
  (await api('PATCH /api/admin/regions/:id', { params: { id }, body: input })).region;

export function useUpdateRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRegion,
    onSuccess: () =>
      invalidateAll(queryClient, [
        getAdminRegionsQueryOptions().queryKey,
        rootKeys.regions,
        rootKeys.places,
        getAuditLogQueryOptions().queryKey,
      ]),
  });
}
