import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '#shared/limits';

export function LanguageSelect({ onChange }: { onChange?: (lng: Language) => void }) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const current = (LANGUAGES as readonly string[]).includes(i18n.resolvedLanguage ?? '') ? i18n.resolvedLanguage : 'ko';
  return (
    <div className="flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(e) => {
          const lng = e.target.value as Language;
          void i18n.changeLanguage(lng);
          onChange?.(lng);
        }}
        className="min-h-11 rounded-xl border border-stone-300 bg-white px-2 text-sm"
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng}>
            {t(`language.${lng}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
