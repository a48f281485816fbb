import { useTranslation } from 'react-i18next';
import { Button } from '#app/components/ui/button.tsx';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { useOnline } from '#app/hooks/use-online.ts';
import { useOfflinePack } from '#app/features/guide/hooks/use-offline-pack.ts';
import { isPackSupported, syncOfflinePack } from '#app/features/guide/offline-pack.ts';
import { numberFormat } from '#app/lib/dates.ts';

const formatSize = (bytes: number, lng: string | undefined) =>
  bytes >= 1e6
    ? numberFormat(lng, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / 1e6)
    : numberFormat(lng, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(bytes / 1e3);

/** "Download for offline": the pack's size, a progress bar while it downloads, and whether it is saved on this device. */
export function OfflinePackCard() {
  const { t, i18n } = useTranslation('guide');
  const pack = useOfflinePack();
  const isOnline = useOnline();
  const hydrated = useHydrated();
  // Not in the prerendered page, which cannot know whether this browser can keep the pack.
  if (!hydrated || !isPackSupported()) return null;
  const size = (bytes: number) => formatSize(bytes, i18n.resolvedLanguage);

  return (
    <section aria-labelledby="offline-pack-title" className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="offline-pack-title" className="font-bold">
        {t('offlinePack.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('offlinePack.lead')}</p>
      {pack.status === 'downloading' || pack.status === 'checking' ? (
        <div className="mt-3">
          <progress
            aria-label={t('offlinePack.progressLabel')}
            className="h-2 w-full accent-brand-600"
            {...(pack.status === 'downloading' ? { value: pack.loaded, max: pack.total } : {})}
          />
          <p className="mt-1 text-sm text-stone-600" aria-live="polite">
            {pack.status === 'downloading'
              ? t('offlinePack.progress', { loaded: size(pack.loaded), total: size(pack.total) })
              : t('offlinePack.checking')}
          </p>
        </div>
      ) : null}
      {pack.status === 'ready' ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p role="status" className="flex-1 text-sm font-semibold text-green-800">
            ✓ {t('offlinePack.ready', { size: size(pack.total) })}
          </p>
          {isOnline ? (
            <Button variant="secondary" onClick={() => void syncOfflinePack('force')}>
              {t('offlinePack.update', { size: size(pack.total) })}
            </Button>
          ) : null}
        </div>
      ) : null}
      {pack.status === 'idle' || pack.status === 'available' || pack.status === 'error' ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {pack.status === 'error' ? (
            <p role="alert" className="flex-1 text-sm text-red-800">
              {pack.isOffline || !isOnline ? t('offlinePack.errorOffline') : t('offlinePack.error')}
            </p>
          ) : null}
          <Button disabled={!isOnline} onClick={() => void syncOfflinePack('download')}>
            {pack.status === 'error'
              ? t('offlinePack.retry')
              : pack.status === 'available'
                ? t('offlinePack.downloadSize', { size: size(pack.total) })
                : t('offlinePack.download')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
