import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '#shared/limits';

// Each language in its own words, so a reader finds theirs whatever the page is in.
const NATIVE = { ko: '한국어', es: 'Español', en: 'English' } as const;

/** The three languages side by side, one tap each (the header's select is behind the menu on a phone). */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  return (
    <div role="group" aria-label={t('language.label')} className={`flex flex-wrap gap-2 ${className}`}>
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={i18n.resolvedLanguage === lng}
          onClick={() => void i18n.changeLanguage(lng)}
          className="min-h-11 rounded-full border border-white/70 px-4 text-sm font-semibold aria-pressed:bg-white aria-pressed:text-brand-800"
        >
          {NATIVE[lng]}
        </button>
      ))}
    </div>
  );
}
