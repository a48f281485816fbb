import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTACT_EMAIL } from '#shared/limits';
import { paths } from '#app/paths.ts';

// A tap target of 44 px on a phone (WCAG 2.5.5), though the text is small.
const LINK = 'inline-flex min-h-11 items-center underline-offset-4 hover:underline';

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className="mt-12 border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-col gap-1 px-4 py-4 text-sm text-stone-600 sm:flex-row sm:items-center sm:justify-between">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <nav aria-label={t('footer.label')} className="flex flex-wrap gap-x-4">
          <Link to={paths.terms()} className={LINK}>
            {t('footer.terms')}
          </Link>
          <Link to={paths.privacy()} className={LINK}>
            {t('footer.privacy')}
          </Link>
          <a href={`mailto:${CONTACT_EMAIL}`} className={LINK}>
            {t('footer.contact')}
          </a>
        </nav>
      </div>
    </footer>
  );
}
