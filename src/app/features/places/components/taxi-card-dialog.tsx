import { useTranslation } from 'react-i18next';
import type { Place } from '#shared/contracts/guide';
import { Button } from '#app/components/ui/button.tsx';
import { FullscreenDialog } from '#app/components/ui/fullscreen-dialog.tsx';
import { useWakeLock } from '#app/hooks/use-wake-lock.ts';

/** "Show the taxi driver": the destination in Korean, in large type. */
export function TaxiCardDialog({ place, onClose }: { place: Place; onClose: () => void }) {
  const { t } = useTranslation('guide');
  useWakeLock(true);
  return (
    <FullscreenDialog label={t('places.taxiCard')} onClose={onClose}>
      <div className="mx-auto flex min-h-full max-w-xl flex-col gap-6 p-5">
        <div className="flex items-center justify-between">
          <p className="text-sm font-semibold text-stone-500">{t('places.taxiCard')}</p>
          <Button variant="secondary" onClick={onClose}>
            {t('places.close')}
          </Button>
        </div>
        <div lang="ko" className="my-auto space-y-6 text-center">
          <p className="text-xl">{t('places.taxiPleaseGo')}</p>
          <p className="text-5xl font-extrabold leading-tight break-keep">{place.nameKo}</p>
          <p className="text-2xl font-semibold leading-snug break-keep">{place.addressKo}</p>
          <p className="text-lg text-stone-600">{t('places.taxiMeter')}</p>
        </div>
      </div>
    </FullscreenDialog>
  );
}
