import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LANGUAGES } from '#shared/limits';
import { Icon, ICON_MENU } from '#app/components/ui/icon.tsx';

/*
 * The header's menu and language choice as the prerendered page carries them (decision record 031): a
 * traveller taps them in the 0.4–1.5 s before the app takes over (or with JavaScript off). <details> opens
 * with no script; a language is a link to the same page with ?lng=, which the server answers in that
 * language and the app then keeps. The app renders its own button and <select> in their place, same look.
 */

const LINK =
  'flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-xl px-3 text-sm font-medium text-stone-700 hover:bg-stone-100';
const SUMMARY = 'flex min-h-11 cursor-pointer list-none items-center rounded-xl [&::-webkit-details-marker]:hidden';

function LanguageLinks() {
  const { t, i18n } = useTranslation('common');
  const { pathname } = useLocation();
  return LANGUAGES.map((lng) => (
    <a
      key={lng}
      href={`${pathname}?lng=${lng}`}
      hrefLang={lng}
      aria-current={lng === i18n.language ? 'true' : undefined}
      className={`${LINK}${lng === i18n.language ? ' font-bold' : ''}`}
    >
      {t(`language.${lng}`)}
    </a>
  ));
}

/** In the wide header's row, where the app has its <select>. */
export function LanguagesBeforeApp() {
  const { t, i18n } = useTranslation('common');
  return (
    <details className="relative">
      <summary className={`${SUMMARY} border border-stone-300 bg-white px-2 text-sm`}>
        <span className="sr-only">{t('language.label')}: </span>
        {t(`language.${i18n.language}`)} ▾
      </summary>
      <div className="absolute right-0 top-full z-30 mt-1 flex min-w-36 flex-col rounded-xl border border-stone-200 bg-white p-1 shadow-lg">
        <LanguageLinks />
      </div>
    </details>
  );
}

/** The phone's menu button and what it opens, where the app has its button. */
export function MenuBeforeApp({ mainLinks, accountLinks }: { mainLinks: ReactNode; accountLinks: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <details className="ml-auto lg:hidden">
      <summary className={`${SUMMARY} min-w-11 justify-center border border-stone-300`}>
        <span className="sr-only">{t('nav.openMenu')}</span>
        <Icon path={ICON_MENU} className="size-6" />
      </summary>
      <div className="absolute inset-x-0 top-full border-b border-t border-stone-200 bg-white px-4 pb-4">
        <nav aria-label={t('nav.main')} className="flex flex-col py-2">
          {mainLinks}
        </nav>
        <div className="flex flex-col gap-1 border-t border-stone-200 pt-2">
          {accountLinks}
          <div className="flex flex-wrap gap-1 pt-2">
            <LanguageLinks />
          </div>
        </div>
      </div>
    </details>
  );
}
