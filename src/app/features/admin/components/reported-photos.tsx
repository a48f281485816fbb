import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PhotoTargetType } from '#shared/contracts/photos';
import { PhotoGrid } from '#app/components/ui/photos/photo-grid.tsx';
import { api } from '#app/lib/api-client.ts';
import { messageFromApiError } from '#app/lib/form-errors.ts';
import { rootKeys } from '#app/lib/query-keys.ts';
import { toast } from '#app/lib/toast.tsx';

const photosKey = (targetType: string, targetId: string) => ['admin', 'photos', targetType, targetId] as const;

/**
 * The photos of a reported post, comment or message, each with a remove button: a removed photo stops
 * being served at once, everywhere (decision record 032).
 */
export function ReportedPhotos({ targetType, targetId }: { targetType: PhotoTargetType; targetId: string }) {
  const { t } = useTranslation(['admin', 'errors']);
  const queryClient = useQueryClient();
  const photos = useQuery({
    queryKey: photosKey(targetType, targetId),
    queryFn: () => api('GET /api/admin/photos/:targetType/:targetId', { params: { targetType, targetId } }),
  });
  const remove = useMutation({
    mutationFn: (photoId: string) => api('DELETE /api/admin/photos/:photoId', { params: { photoId } }),
    onSuccess: () => {
      toast.success(t('admin:photos.removed'));
      void queryClient.invalidateQueries({ queryKey: photosKey(targetType, targetId) });
      void queryClient.invalidateQueries({ queryKey: rootKeys.community });
    },
    onError: (error) => toast.error(messageFromApiError(error, t).message),
  });
  const list = photos.data?.photos ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-label={t('admin:photos.reported')} className="mt-3 space-y-2">
      <h3 className="text-sm font-semibold">{t('admin:photos.reported')}</h3>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {list.map((photo) => (
          <li key={photo.id} className="space-y-1">
            <PhotoGrid photos={[photo]} />
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => remove.mutate(photo.id)}
              className="min-h-9 text-xs font-semibold text-red-700 underline"
            >
              {t('admin:photos.removeOne')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
