import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '#app/lib/dates.ts';
import { Page } from './page.tsx';

type Section = { heading: string; body: string[] };

/** Renders a terms/privacy namespace: title, date, table of contents, numbered sections; `values` fill its {{placeholders}}. */
export function LegalDocument({
  ns,
  updated,
  values,
}: {
  ns: 'terms' | 'privacy';
  updated: string;
  values?: Record<string, string>;
}) {
  const { t, i18n } = useTranslation(ns);
  const sections = t('sections', { returnObjects: true, ...values }) as Record<string, Section>;
  const date = formatCalendarDate(updated, i18n.resolvedLanguage);
  return (
    <Page title={t('title')} lead={t('updated', { date })}>
      <p className="leading-relaxed">{t('intro')}</p>
      <nav aria-labelledby={`${ns}-toc`} className="mt-6 rounded-2xl border border-stone-200 bg-white p-4">
        <h2 id={`${ns}-toc`} className="font-semibold">
          {t('toc')}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6 text-sm">
          {Object.entries(sections).map(([id, section]) => (
            <li key={id}>
              <a href={`#${id}`} className="text-brand-700 underline-offset-4 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-8 space-y-8">
        {Object.entries(sections).map(([id, section], index) => (
          <section key={id} id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-20">
            <h2 id={`${id}-heading`} className="text-lg font-bold">
              {index + 1}. {section.heading}
            </h2>
            {section.body.map((paragraph, i) => (
              <p key={i} className="mt-2 leading-relaxed text-stone-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </Page>
  );
}
