import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EmergencyBoxFile } from '#shared/contracts/content';
import emergencyBoxJson from '../../../content/emergency-box.json';
import { formatCalendarDate } from '#app/lib/dates.ts';
import { paths } from '#app/paths.ts';

const emergencyBox = emergencyBoxJson as EmergencyBoxFile;

export default function HomePage() {
  const { t, i18n } = useTranslation('common');
  const cards = [
    { to: paths.guide(), icon: '🧭', key: 'guide' },
    { to: paths.phrases(), icon: '💬', key: 'phrases' },
    { to: paths.essentialApps(), icon: '📱', key: 'apps' },
    { to: paths.community(), icon: '🤝', key: 'community' },
  ] as const;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <section className="rounded-3xl bg-gradient-to-br from-brand-600 to-red-600 px-6 py-10 text-white">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{t('home.title')}</h1>
        <p className="mt-3 max-w-xl text-white/90">{t('home.lead')}</p>
      </section>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.key}>
            <Link
              to={card.to}
              className="flex h-full gap-4 rounded-2xl border border-stone-200 bg-white p-4 hover:border-brand-500"
            >
              <span aria-hidden="true" className="text-3xl">
                {card.icon}
              </span>
              <span>
                <span className="block font-bold">{t(`home.cards.${card.key}.title`)}</span>
                <span className="mt-1 block text-sm text-stone-600">{t(`home.cards.${card.key}.body`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="emergency-heading" className="mt-8 rounded-2xl border border-red-200 bg-red-50 p-5">
        <h2 id="emergency-heading" className="text-lg font-bold text-red-800">
          {t('home.emergency.title')}
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {emergencyBox.numbers.map((e) => (
            <li key={e.number}>
              <a href={`tel:${e.number}`} className="flex min-h-11 items-center gap-3 rounded-xl bg-white px-3 py-2">
                <span className="text-xl font-extrabold text-red-700">{e.number}</span>
                <span className="text-sm">{t(`home.emergency.${e.key}`)}</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-stone-600">
          {t('home.emergency.reviewed', { date: formatCalendarDate(emergencyBox.reviewed, i18n.resolvedLanguage) })}
        </p>
      </section>
    </div>
  );
}
