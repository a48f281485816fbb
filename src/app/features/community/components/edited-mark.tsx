import { useTranslation } from 'react-i18next';

/** The 'edited' mark, with when on hover. */
export function EditedMark({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation('community');
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(iso),
  );
  return (
    <span title={t('post.editedAt', { date })} className="italic">
      {t('post.edited')}
    </span>
  );
}
