import { type PointerEvent, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Photo } from '#shared/contracts/photos';
import { FullscreenDialog } from '#app/components/ui/fullscreen-dialog.tsx';
import { PhotoImage } from './photo-image.tsx';

type Props = { photos: Photo[]; start: number; onClose: () => void };

/**
 * Full-screen photos: swipe or the arrow keys go to the next, pinch (or a double tap) zooms, Escape or the
 * phone's back button closes (the viewer is a history entry, so back does not leave the page).
 */
export function PhotoViewer({ photos, start, onClose }: Props) {
  const { t } = useTranslation('common');
  const [index, setIndex] = useState(start);
  const [zoomed, setZoomed] = useState(false);
  const swipe = useRef<{ x: number; y: number; pointers: number } | null>(null);
  const photo = photos[index]!;
  const go = (step: number) => {
    setZoomed(false);
    setIndex((i) => Math.min(photos.length - 1, Math.max(0, i + step)));
  };

  // Back closes the viewer: it pushed an entry of its own; a close by Escape or the button takes that entry back.
  const closedByBack = useRef(false);
  const handleBack = useEffectEvent(onClose);
  useEffect(() => {
    window.history.pushState({ ...window.history.state, photoViewer: true }, '');
    const onPop = () => {
      closedByBack.current = true;
      handleBack();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (!closedByBack.current && window.history.state?.photoViewer) window.history.back();
    };
  }, []);

  const handlePointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, y: event.clientY, pointers: (swipe.current?.pointers ?? 0) + 1 };
  };
  const handlePointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    // A pinch (two fingers) or a zoomed photo pans instead of swiping.
    if (!start || start.pointers > 1 || zoomed) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > 50 && Math.abs(dx) > Math.abs(event.clientY - start.y)) go(dx < 0 ? 1 : -1);
  };

  return (
    <FullscreenDialog label={t('photos.viewer')} onClose={onClose}>
      <div
        className="flex h-full flex-col bg-black text-white"
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') go(1);
          if (event.key === 'ArrowLeft') go(-1);
        }}
      >
        <div className="flex items-center justify-between p-2">
          <p aria-live="polite" className="px-2 text-sm">
            {t('photos.position', { n: index + 1, total: photos.length })}
          </p>
          <button
            type="button"
            onClick={onClose}
            className="min-h-11 min-w-11 rounded-full text-2xl hover:bg-white/10"
            aria-label={t('photos.close')}
          >
            ×
          </button>
        </div>
        <div
          className={`relative flex min-h-0 flex-1 items-center justify-center ${zoomed ? 'overflow-auto' : 'overflow-hidden'}`}
          style={{ touchAction: zoomed ? 'pan-x pan-y pinch-zoom' : 'pan-y pinch-zoom' }}
          onPointerDown={handlePointerDown}
          onPointerUp={handlePointerUp}
          onPointerCancel={() => (swipe.current = null)}
          onDoubleClick={() => setZoomed((z) => !z)}
        >
          <PhotoImage
            key={photo.id}
            photo={photo}
            sizes={zoomed ? '200vw' : '100vw'}
            eager
            className={zoomed ? 'max-w-none' : 'max-h-full max-w-full object-contain'}
          />
        </div>
        {photo.alt ? <p className="px-4 py-2 text-sm text-stone-200">{photo.alt}</p> : null}
        {photos.length > 1 ? (
          <div className="flex justify-between p-2">
            <button
              type="button"
              onClick={() => go(-1)}
              disabled={index === 0}
              className="min-h-11 rounded-xl px-4 hover:bg-white/10 disabled:opacity-30"
            >
              ‹ {t('photos.previous')}
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              disabled={index === photos.length - 1}
              className="min-h-11 rounded-xl px-4 hover:bg-white/10 disabled:opacity-30"
            >
              {t('photos.next')} ›
            </button>
          </div>
        ) : null}
      </div>
    </FullscreenDialog>
  );
}
