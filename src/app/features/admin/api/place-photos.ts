import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhotoRefInput } from '#shared/contracts/photos';
import { api } from '#app/lib/api-client.ts';
import { rootKeys } from '#app/lib/query-keys.ts';
import { invalidateAll } from './keys.ts';

type Target = { kind: 'place' | 'region'; id: string };

export const getTargetPhotosQueryOptions = ({ kind, id }: Target) =>
  queryOptions({
    queryKey: ['admin', 'photos', kind, id] as const,
    queryFn: () => api('GET /api/admin/photos/:targetType/:targetId', { params: { targetType: kind, targetId: id } }),
  });

/** A place's or region's photos as they are now (admins edit them at /madre-moni). */
export const useTargetPhotos = (target: Target) => useQuery(getTargetPhotosQueryOptions(target));

export const setPlacePhotos = ({ kind, id, photos }: Target & { photos: PhotoRefInput[] }) =>
  api(kind === 'place' ? 'PUT /api/admin/places/:id/photos' : 'PUT /api/admin/regions/:id/photos', {
    params: { id },
    body: { photos },
  });

export function useSetPlacePhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlacePhotos,
    onSuccess: (_data, target) =>
      invalidateAll(queryClient, [getTargetPhotosQueryOptions(target).queryKey, rootKeys.regions, rootKeys.places]),
  });
}
