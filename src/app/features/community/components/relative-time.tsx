import { useTranslation } from 'react-i18next';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { formatDateTime, formatRelative } from '#app/lib/dates.ts';
import { pageRenderedAt } from '#app/lib/page-data.ts';

/**
 * "3 minutes ago" in the reader's language; the exact date and time on hover and in the markup. A page the
 * server rendered reads as it did then until the app has taken it over, and has no hover date before: it would be
 * in the server's time zone, not the reader's.
 */
export function RelativeTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const hydrated = useHydrated();
  return (
    <time dateTime={iso} title={hydrated ? formatDateTime(iso, i18n.resolvedLanguage) : undefined}>
      {formatRelative(iso, i18n.resolvedLanguage, hydrated ? Date.now() : pageRenderedAt())}
    </time>
  );
}
