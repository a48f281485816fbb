import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '#app/lib/dates.ts';
import type { AppsFile } from '#app/features/guide/api/get-apps.ts';
import { useLanguage } from '#app/lib/i18n.ts';

const linkClass =
  'inline-flex min-h-11 items-center rounded-xl border border-stone-300 bg-white px-3 text-sm font-medium hover:bg-stone-100';

export function AppCard({ app }: { app: AppsFile['apps'][number] }) {
  const { t } = useTranslation('guide');
  const lng = useLanguage();
  const website = (lng === 'es' ? app.webEs : undefined) ?? app.web;
  const badge = (ok: boolean, label: string) => (
    <li className={`rounded-full px-2 py-0.5 ${ok ? 'bg-green-100 text-green-800' : 'bg-stone-200 text-stone-700'}`}>
      {ok ? '✓' : '✗'} {label}
    </li>
  );
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold">{app.name}</h2>
        <span className="text-xs font-semibold uppercase tracking-wide text-brand-700">
          {t(`apps.categories.${app.category}`)}
        </span>
      </div>
      <p className="mt-1">{app.description[lng]}</p>
      <ul className="mt-2 flex flex-wrap gap-2 text-xs" aria-label={t('apps.facts')}>
        {app.languages.en || app.languages.es ? (
          <>
            {badge(app.languages.en, t('apps.english'))}
            {badge(app.languages.es, t('apps.spanish'))}
          </>
        ) : (
          <li className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">{t('apps.koreanOnly')}</li>
        )}
        {badge(!app.needsKoreanPhone, t('apps.noKoreanPhone'))}
      </ul>
      <p className="mt-2 text-sm text-stone-600">{app.notes[lng]}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {app.ios ? (
          <a className={linkClass} href={app.ios} target="_blank" rel="noopener noreferrer">
            {t('apps.appStore')}
          </a>
        ) : null}
        {app.android ? (
          <a className={linkClass} href={app.android} target="_blank" rel="noopener noreferrer">
            {t('apps.googlePlay')}
          </a>
        ) : null}
        {website ? (
          <a className={linkClass} href={website} target="_blank" rel="noopener noreferrer">
            {t('apps.website')}
          </a>
        ) : null}
      </div>
      <p className="mt-2 text-xs text-stone-500">
        {t('apps.reviewed', { date: formatCalendarDate(app.reviewed, lng) })}
      </p>
    </li>
  );
}
