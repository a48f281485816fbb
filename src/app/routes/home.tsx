import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EmergencyBoxFile } from '#shared/contracts/content';
import emergencyBoxJson from '../../../content/emergency-box.json';
import { LanguageSwitch } from '#app/components/ui/language-switch.tsx';
import { SearchField } from '#app/components/ui/search-field.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { formatCalendarDate } from '#app/lib/dates.ts';
import { paths } from '#app/paths.ts';

const emergencyBox = emergencyBoxJson as EmergencyBoxFile;
// Loaded when someone types: the search and the content it reads are not part of the first load.
const SiteSearchResults = lazy(() => import('./site-search-results.tsx'));

function HomeSearch() {
  const { t } = useTranslation('common');
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query.trim());
  return (
    <div role="search" className="mt-5">
      <SearchField
        label={t('home.search.label')}
        placeholder={t('home.search.placeholder')}
        value={query}
        onChange={setQuery}
      />
      {q.length >= 2 ? (
        <Suspense fallback={<Spinner className="mt-3 size-6" />}>
          <SiteSearchResults query={q} />
        </Suspense>
      ) : null}
    </div>
  );
}

function EmergencyBox() {
  const { t, i18n } = useTranslation('common');
  return (
    <section aria-labelledby="emergency-heading" className="mt-5 rounded-2xl border border-red-200 bg-red-50 p-4">
      <h2 id="emergency-heading" className="font-bold text-red-800">
        {t('home.emergency.title')}
      </h2>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {emergencyBox.numbers.map((e) => (
          <li key={e.number}>
            <a href={`tel:${e.number}`} className="flex min-h-11 items-center gap-3 rounded-xl bg-white px-3 py-1.5">
              <span className="w-12 shrink-0 text-xl font-extrabold text-red-700">{e.number}</span>
              <span className="text-sm leading-snug">{t(`home.emergency.${e.key}`)}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-stone-600">
        {t('home.emergency.reviewed', { date: formatCalendarDate(emergencyBox.reviewed, i18n.resolvedLanguage) })}
      </p>
    </section>
  );
}

export default function HomePage() {
  const { t } = useTranslation('common');
  const cards = [
    { to: paths.guide(), key: 'guide' },
    { to: paths.phrases(), key: 'phrases' },
    { to: paths.essentialApps(), key: 'apps' },
    { to: paths.community(), key: 'community' },
  ] as const;
  return (
    <div className="mx-auto max-w-5xl px-4 py-4 sm:py-8">
      <section className="rounded-3xl bg-gradient-to-br from-brand-600 to-red-700 px-5 py-5 text-white sm:px-6 sm:py-8">
        <h1 className="text-2xl font-extrabold sm:text-4xl">{t('home.title')}</h1>
        <p className="mt-1 max-w-xl text-sm text-white/90 sm:text-base">{t('home.lead')}</p>
        <LanguageSwitch className="mt-3" />
      </section>
      <HomeSearch />
      <EmergencyBox />
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.key}>
            <Link
              to={card.to}
              className="flex h-full gap-4 rounded-2xl border border-stone-200 bg-white p-4 hover:border-brand-500"
            >
              {/* An image file, not a component: the icons add nothing to the first load's JavaScript. */}
              <img
                src={`/icons/${card.key}.svg`}
                alt=""
                width="48"
                height="48"
                className="size-12 shrink-0 rounded-2xl bg-brand-50 p-2.5"
              />
              <span>
                <span className="block font-bold">{t(`home.cards.${card.key}.title`)}</span>
                <span className="mt-1 block text-sm text-stone-600">{t(`home.cards.${card.key}.body`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
