import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Photo } from '#shared/contracts/photos';
import { PLACE_PHOTOS_MAX } from '#shared/limits';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { PhotoImage } from '#app/components/ui/photos/photo-image.tsx';
import { PhotoPicker } from '#app/components/ui/photos/photo-picker.tsx';
import { useOnline } from '#app/hooks/use-online.ts';
import { messageFromApiError } from '#app/lib/form-errors.ts';
import { usePhotoDrafts } from '#app/lib/photo-upload.ts';
import { toast } from '#app/lib/toast.tsx';
import { useSetPlacePhotos, useTargetPhotos } from '#app/features/admin/api/place-photos.ts';

type Props = { kind: 'place' | 'region'; id: string };

/** The photos of a place or region (decision record 032): keep, describe or remove those there, add new ones. */
export function PlacePhotosEditor({ kind, id }: Props) {
  const { t } = useTranslation(['admin', 'common', 'errors']);
  const current = useTargetPhotos({ kind, id });
  const save = useSetPlacePhotos();
  const [kept, setKept] = useState<Photo[] | null>(null);
  const shown = kept ?? current.data?.photos ?? [];
  const drafts = usePhotoDrafts({ max: Math.max(0, PLACE_PHOTOS_MAX - shown.length) });
  const isOnline = useOnline();

  const handleSave = () => {
    if (drafts.isBusy) return toast.error(t('common:photos.busy'));
    save.mutate(
      { kind, id, photos: [...shown.map((p) => ({ id: p.id, alt: p.alt })), ...drafts.refs] },
      {
        onSuccess: () => {
          drafts.clear();
          setKept(null);
          toast.success(t('admin:photos.saved'));
        },
        onError: (error) => toast.error(messageFromApiError(error, t).message),
      },
    );
  };

  return (
    <section aria-labelledby={`photos-${kind}-${id}`} className="mt-6 space-y-3 border-t border-stone-200 pt-4">
      <h3 id={`photos-${kind}-${id}`} className="font-semibold">
        {t('admin:photos.title')}
      </h3>
      {current.isError ? <Alert tone="error">{t('admin:photos.loadError')}</Alert> : null}
      {shown.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2">
          {shown.map((photo, i) => (
            <li key={photo.id} className="space-y-1">
              <PhotoImage photo={photo} sizes="120px" className="aspect-square w-full rounded-lg object-cover" />
              <input
                aria-label={t('common:photos.describe', { n: i + 1 })}
                value={photo.alt}
                maxLength={300}
                onChange={(e) => setKept(shown.map((p) => (p.id === photo.id ? { ...p, alt: e.target.value } : p)))}
                className="block min-h-9 w-full rounded border border-stone-300 px-1 text-xs"
              />
              <button
                type="button"
                onClick={() => setKept(shown.filter((p) => p.id !== photo.id))}
                className="text-xs text-red-700 underline"
              >
                {t('common:photos.remove', { n: i + 1 })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <PhotoPicker drafts={drafts} isOnline={isOnline} />
      <Button type="button" onClick={handleSave} disabled={save.isPending || drafts.isBusy}>
        {t('admin:photos.save')}
      </Button>
    </section>
  );
}
