import { useTranslation } from 'react-i18next';
import { guessLanguage, translateLinks } from '#app/features/community/translate-links.ts';
import { useLanguage } from '#app/lib/i18n.ts';

const linkClass =
  'inline-flex min-h-11 items-center text-sm text-brand-700 underline underline-offset-4 hover:text-brand-800';

/**
 * Under a post or comment in another language than the reader's: links to Papago and Google Translate with the
 * text. Plain links, opened in a new tab only when tapped; no request is made before that.
 */
export function TranslateLinks({ text }: { text: string }) {
  const { t } = useTranslation('community');
  const reader = useLanguage();
  const from = guessLanguage(text);
  if (!from || from === reader) return null;
  const links = translateLinks(text, from, reader);
  const rel = 'noopener noreferrer nofollow';
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-stone-600">
      <span>{t('translate.label', { language: t(`translate.languages.${from}`) })}</span>
      <a href={links.papago} target="_blank" rel={rel} referrerPolicy="no-referrer" className={linkClass}>
        {t('translate.papago')}
      </a>
      <a href={links.google} target="_blank" rel={rel} referrerPolicy="no-referrer" className={linkClass}>
        {t('translate.google')}
      </a>
      {links.cut ? <span className="text-xs">{t('translate.cut')}</span> : null}
    </p>
  );
}
