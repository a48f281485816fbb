import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { getAdminRegionsQueryOptions } from './get-admin-regions.ts';
import { getAuditLogQueryOptions } from './get-audit-log.ts';
import { invalidateAll } from './keys.ts';
import { rootKeys } from '#app/lib/query-keys.ts';

// 409 REGION_NOT_EMPTY while it still has places.
export const deleteRegion = ({ id }: { id: string }) => api('DELETE /api/admin/regions/:id', { params: { id } });

export function useDeleteRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRegion,
    onSuccess: () =>
      invalidateAll(queryClient, [
        getAdminRegionsQueryOptions().queryKey,
        rootKeys.regions,
        rootKeys.places,
        getAuditLogQueryOptions().queryKey,
      ]),
  });
}
