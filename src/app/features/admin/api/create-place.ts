import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPlace, PlaceInput } from '#shared/contracts/admin';
import { api } from '../../../lib/api-client.ts';
import { getAdminRegionsQueryOptions } from './get-admin-regions.ts';
import { getAuditLogQueryOptions } from './get-audit-log.ts';
import { invalidateAll } from './keys.ts';
import { rootKeys } from '../../../lib/query-keys.ts';

export const createPlace = async (input: PlaceInput) => (await api.post<{ place: AdminPlace }>('/api/admin/places', input)).place;

export function useCreatePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlace,
    onSuccess: () => invalidateAll(queryClient, [getAdminRegionsQueryOptions().queryKey, rootKeys.regions, rootKeys.places, getAuditLogQueryOptions().queryKey]),
  });
}
