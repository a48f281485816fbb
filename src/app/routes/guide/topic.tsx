import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GUIDE_ICON_PATHS } from '#app/components/ui/guide-icon.tsx';
import { Illustration } from '#app/components/ui/illustration.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { useTopic } from '#app/features/guide/api/get-topic.ts';
import { EmergencyNumbers } from '#app/features/guide/components/emergency-numbers.tsx';
import { TopicArticle } from '#app/features/guide/components/topic-article.tsx';
import { type GuideTopic, paths } from '#app/paths.ts';
import { TOPIC_ART } from '#app/routes/guide/guide-art.ts';
import { LoadError } from '#app/routes/load-error.tsx';

// The traffic article's helper: the other articles do not load it.
const TransportCardHelper = lazy(() =>
  import('#app/features/guide/components/transport-card-helper.tsx').then((m) => ({ default: m.TransportCardHelper })),
);

export default function GuideTopicPage({ topic }: { topic: GuideTopic }) {
  const { t } = useTranslation('guide');
  const article = useTopic(topic);
  return (
    <Page
      title={t(`topics.${topic}.title`)}
      lead={t(`topics.${topic}.summary`)}
      banner={<Illustration scene={TOPIC_ART[topic].scene} icon={GUIDE_ICON_PATHS[TOPIC_ART[topic].icon]} />}
    >
      <nav aria-label={t('breadcrumb')} className="mb-4 text-sm">
        <Link to={paths.guide()} className="text-brand-700 underline-offset-4 hover:underline">
          ← {t('title')}
        </Link>
      </nav>
      {topic === 'emergency' ? <EmergencyNumbers /> : null}
      {topic === 'traffic' ? (
        <Suspense fallback={null}>
          <TransportCardHelper />
        </Suspense>
      ) : null}
      {article.isPending ? (
        <PageSpinner />
      ) : article.isError ? (
        <LoadError onRetry={() => void article.refetch()} />
      ) : (
        <TopicArticle article={article.data} />
      )}
    </Page>
  );
}
