import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelative } from '#app/lib/dates.ts';

/** "3 minutes ago" in the reader's language; the exact date and time on hover and in the markup. */
export function RelativeTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={iso} title={formatDateTime(iso, i18n.resolvedLanguage)}>
      {formatRelative(iso, i18n.resolvedLanguage)}
    </time>
  );
}
