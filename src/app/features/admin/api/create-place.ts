import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PlaceInput } from '#shared/contracts/admin';
import { api } from '#app/lib/api-client.ts';
import { getAdminRegionsQueryOptions } from './get-admin-regions.ts';
import { getAuditLogQueryOptions } from './get-audit-log.ts';
import { invalidateAll } from './keys.ts';
import { rootKeys } from '#app/lib/query-keys.ts';

export const createPlace = async (input: PlaceInput) => (await api('POST /api/admin/places', { body: input })).place;

export function useCreatePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlace,
    onSuccess: () =>
      invalidateAll(queryClient, [
        getAdminRegionsQueryOptions().queryKey,
        rootKeys.regions,
        rootKeys.places,
        getAuditLogQueryOptions().queryKey,
      ]),
  });
}
