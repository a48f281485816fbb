import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GuideIcon } from '#app/components/ui/guide-icon.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { OfflinePackCard } from '#app/features/guide/components/offline-pack-card.tsx';
import { GUIDE_TOPICS, paths } from '#app/paths.ts';
import { TOPIC_ART } from '#app/routes/guide/guide-art.ts';
import { GuideSearch } from './guide-search.tsx';

export default function GuidePage() {
  const { t } = useTranslation('guide');
  const entries = [
    ...GUIDE_TOPICS.map((topic) => ({ key: topic, to: paths.guideTopic(topic) })),
    { key: 'places' as const, to: paths.guidePlaces() },
  ];
  return (
    <Page title={t('title')} lead={t('lead')}>
      <GuideSearch />
      <ul className="grid gap-3 sm:grid-cols-2">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link
              to={entry.to}
              className="flex h-full gap-4 rounded-2xl border border-stone-200 bg-white p-4 hover:border-brand-500"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700">
                <GuideIcon name={TOPIC_ART[entry.key].icon} className="size-7" />
              </span>
              <span>
                <span className="block font-bold">{t(`topics.${entry.key}.title`)}</span>
                <span className="mt-1 block text-sm text-stone-600">{t(`topics.${entry.key}.summary`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-5">
        <OfflinePackCard />
      </div>
    </Page>
  );
}
