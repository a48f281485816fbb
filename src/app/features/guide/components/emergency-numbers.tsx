import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmergencyBoxFile } from '#shared/contracts/content';
import emergencyBoxJson from '../../../../../content/emergency-box.json';
import { Button } from '#app/components/ui/button.tsx';
import { Icon, ICON_TAXI } from '#app/components/ui/icon.tsx';

const { numbers } = emergencyBoxJson as EmergencyBoxFile;
// Opened by a tap: not part of the page's first load.
const FullscreenDialog = lazy(() =>
  import('#app/components/ui/fullscreen-dialog.tsx').then((m) => ({ default: m.FullscreenDialog })),
);

/** One-tap numbers at the top of the emergency page, what each line answers in, and the meter card. */
export function EmergencyNumbers() {
  const { t } = useTranslation('guide');
  const [isMeterCardOpen, setIsMeterCardOpen] = useState(false);
  return (
    <section aria-labelledby="emergency-numbers" className="mb-8 rounded-2xl border border-red-200 bg-red-50 p-4">
      <h2 id="emergency-numbers" className="text-lg font-bold text-red-800">
        {t('emergency.heading')}
      </h2>
      <ul className="mt-3 space-y-2">
        {numbers.map(({ number, key }) => (
          <li key={number}>
            {/* Named by what it shows, then what it does: "112 Police · free, 24 h, call" (label in name). */}
            <a href={`tel:${number}`} className="flex min-h-14 items-center gap-3 rounded-xl bg-white px-3 py-2">
              <span className="w-16 shrink-0 text-2xl font-extrabold text-red-700">{number}</span>
              <span className="text-sm">{t(`emergency.${key}`)}</span>
              <span className="sr-only">, {t('emergency.call')}</span>
            </a>
          </li>
        ))}
      </ul>
      <h3 className="mt-4 font-semibold">{t('emergency.openers')}</h3>
      <ul className="mt-2 space-y-1 text-sm">
        <li>
          <span lang="ko" className="font-bold">
            {t('emergency.openerSpanish')}
          </span>{' '}
          — {t('emergency.openerSpanishMeaning')}
        </li>
        <li>
          <span lang="ko" className="font-bold">
            {t('emergency.openerEnglish')}
          </span>{' '}
          — {t('emergency.openerEnglishMeaning')}
        </li>
      </ul>
      <p className="mt-4 text-sm">{t('emergency.meterNote')}</p>
      <Button variant="secondary" className="mt-2" onClick={() => setIsMeterCardOpen(true)}>
        <Icon path={ICON_TAXI} className="mr-1.5 inline-block size-5 align-[-0.25em]" />
        {t('emergency.meterCard')}
      </Button>
      {isMeterCardOpen ? (
        <Suspense fallback={null}>
          <FullscreenDialog label={t('emergency.meterCard')} onClose={() => setIsMeterCardOpen(false)}>
            <div className="mx-auto flex min-h-full max-w-xl flex-col p-5">
              <div className="flex justify-end">
                <Button variant="secondary" onClick={() => setIsMeterCardOpen(false)}>
                  {t('places.close')}
                </Button>
              </div>
              <p lang="ko" className="my-auto text-center text-5xl font-extrabold leading-tight break-keep">
                {t('places.taxiMeter')}
              </p>
            </div>
          </FullscreenDialog>
        </Suspense>
      ) : null}
    </section>
  );
}
