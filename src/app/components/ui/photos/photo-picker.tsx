import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoDrafts } from '#app/lib/photo-upload.ts';
import { Icon, ICON_CAMERA, ICON_IMAGE } from '#app/components/ui/icon.tsx';

type Props = {
  drafts: PhotoDrafts;
  /** Offline, nothing can be uploaded: the buttons say so instead of failing. */
  isOnline: boolean;
  /** Ask for a description of each photo (posts, places); a chat photo's caption is the message. */
  describe?: boolean;
};

/**
 * Adding photos to a post, comment, message or place, phone first: from the gallery or the camera, each
 * with its progress, a description field (alt text: optional, but asked for) and a remove button.
 */
export function PhotoPicker({ drafts, isOnline, describe = true }: Props) {
  const { t } = useTranslation(['common', 'errors']);
  const galleryRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const isFull = drafts.drafts.length >= drafts.max;
  const handleFiles = (files: FileList | null) => {
    if (files?.length) drafts.add([...files]);
    if (galleryRef.current) galleryRef.current.value = '';
    if (cameraRef.current) cameraRef.current.value = '';
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">
        {t('photos.legend', { count: drafts.drafts.length, max: drafts.max })}
      </legend>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={!isOnline || isFull}
          onClick={() => galleryRef.current?.click()}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-stone-300 bg-white px-3 text-sm font-semibold disabled:text-stone-400"
        >
          <Icon path={ICON_IMAGE} />
          {t('photos.add')}
        </button>
        <button
          type="button"
          disabled={!isOnline || isFull}
          onClick={() => cameraRef.current?.click()}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-stone-300 bg-white px-3 text-sm font-semibold disabled:text-stone-400"
        >
          <Icon path={ICON_CAMERA} />
          {t('photos.camera')}
        </button>
        <input
          ref={galleryRef}
          type="file"
          accept="image/*"
          multiple={drafts.max > 1}
          hidden
          data-testid="photo-input"
          onChange={(e) => handleFiles(e.target.files)}
        />
        <input
          ref={cameraRef}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          onChange={(e) => handleFiles(e.target.files)}
        />
      </div>
      {!isOnline ? <p className="text-sm text-stone-600">{t('photos.offline')}</p> : null}
      {drafts.drafts.length > 0 ? (
        <ul className="space-y-3">
          {drafts.drafts.map((draft, i) => (
            <li key={draft.key} className="flex gap-3 rounded-xl border border-stone-200 p-2">
              <img src={draft.preview} alt="" className="size-20 shrink-0 rounded-lg object-cover" />
              <div className="min-w-0 flex-1 space-y-1">
                {draft.error ? (
                  <p role="alert" className="text-sm text-red-700">
                    {t(`errors:codes.${draft.error.code}`, { defaultValue: t('errors:codes.INTERNAL') })}
                  </p>
                ) : draft.photo ? null : (
                  <progress
                    className="h-2 w-full accent-brand-600"
                    max={1}
                    value={draft.progress}
                    aria-label={t('photos.uploading', { n: i + 1 })}
                  />
                )}
                {describe && !draft.error ? (
                  <>
                    <label htmlFor={`${id}-${draft.key}`} className="block text-xs text-stone-600">
                      {t('photos.describe', { n: i + 1 })}
                    </label>
                    <input
                      id={`${id}-${draft.key}`}
                      value={draft.alt}
                      maxLength={300}
                      placeholder={t('photos.describeHint')}
                      onChange={(e) => drafts.setAlt(draft.key, e.target.value)}
                      className="block min-h-11 w-full rounded-lg border border-stone-300 px-2 text-sm"
                    />
                  </>
                ) : null}
              </div>
              <button
                type="button"
                onClick={() => drafts.remove(draft.key)}
                className="min-h-11 min-w-11 self-start rounded-full text-xl text-stone-600 hover:bg-stone-100"
                aria-label={t('photos.remove', { n: i + 1 })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
