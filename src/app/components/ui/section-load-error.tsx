import { useTranslation } from 'react-i18next';
import { useOnline } from '#app/hooks/use-online.ts';

/**
 * A part of a page that could not load. Offline, the layout's banner has said so once: each part says quietly
 * that it waits for the connection, instead of one alert per part (four on my page).
 */
export function SectionLoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  const isOnline = useOnline();
  if (!isOnline) return <p className="text-sm text-stone-600">{t('offlineSection')}</p>;
  return (
    <p role="alert" className="text-sm text-red-700">
      {message}{' '}
      {onRetry ? (
        <button type="button" className="min-h-11 font-semibold underline underline-offset-4" onClick={onRetry}>
          {t('retry')}
        </button>
      ) : null}
    </p>
  );
}
