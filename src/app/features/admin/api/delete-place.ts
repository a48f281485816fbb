import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { getAdminRegionsQueryOptions } from './get-admin-regions.ts';
import { getAuditLogQueryOptions } from './get-audit-log.ts';
import { invalidateAll } from './keys.ts';
import { rootKeys } from '#app/lib/query-keys.ts';

export const deletePlace = ({ id }: { id: string }) => api('DELETE /api/admin/places/:id', { params: { id } });

export function useDeletePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlace,
    onSuccess: () =>
      invalidateAll(queryClient, [
        getAdminRegionsQueryOptions().queryKey,
        rootKeys.regions,
        rootKeys.places,
        getAuditLogQueryOptions().queryKey,
      ]),
  });
}
