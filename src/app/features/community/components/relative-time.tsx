import { useTranslation } from 'react-i18next';
import { formatRelative } from '#app/lib/dates.ts';

/** "3 minutes ago" in the reader's language; the exact date and time on hover and in the markup. */
export function RelativeTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const exact = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(iso),
  );
  return (
    <time dateTime={iso} title={exact}>
      {formatRelative(iso, i18n.resolvedLanguage)}
    </time>
  );
}
