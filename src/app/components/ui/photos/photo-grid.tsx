import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Photo } from '#shared/contracts/photos';
import { PhotoImage } from './photo-image.tsx';
import { PhotoViewer } from './photo-viewer.tsx';

/**
 * A post's (or comment's, or place's) photos: one wide, or a grid of squares; each opens the full-screen
 * viewer. Sizes are told to the browser so a phone fetches the 320/640-px files, never the large ones.
 */
export function PhotoGrid({ photos, className = '' }: { photos: Photo[]; className?: string }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const single = photos.length === 1;
  return (
    <>
      <ul className={`grid gap-1 overflow-hidden rounded-xl ${single ? 'grid-cols-1' : 'grid-cols-2'} ${className}`}>
        {photos.map((photo, i) => (
          <li key={photo.id} className={photos.length === 3 && i === 0 ? 'col-span-2' : undefined}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              className="block w-full focus-visible:outline-2 focus-visible:outline-offset-2"
              aria-label={t('photos.open', { n: i + 1, total: photos.length, alt: photo.alt || t('photos.noAlt') })}
            >
              <PhotoImage
                photo={photo}
                sizes={
                  single || (photos.length === 3 && i === 0)
                    ? '(min-width: 768px) 720px, 100vw'
                    : '(min-width: 768px) 360px, 50vw'
                }
                className={`w-full bg-stone-100 object-cover ${single ? 'max-h-[70vh]' : 'aspect-square'}`}
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? <PhotoViewer photos={photos} start={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
