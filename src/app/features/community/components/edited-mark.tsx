import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#app/lib/dates.ts';

/** The 'edited' mark, with when on hover. */
export function EditedMark({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation('community');
  return (
    <span title={t('post.editedAt', { date: formatDateTime(iso, i18n.resolvedLanguage) })} className="italic">
      {t('post.edited')}
    </span>
  );
}
