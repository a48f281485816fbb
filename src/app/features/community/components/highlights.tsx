import { useTranslation } from 'react-i18next';
import { getHighlightsQueryOptions, useHighlights } from '#app/features/community/api/get-highlights.ts';
import { usePageAnswer } from '#app/hooks/use-page-answer.ts';
import { LoadFailed } from './load-failed.tsx';
import { Loading } from './loading.tsx';
import { PostCardList } from './post-card.tsx';

/** The newest posts across boards, and the most liked of the last 30 days. */
export function Highlights() {
  const { t } = useTranslation('community');
  const highlights = useHighlights();
  const shown = usePageAnswer(getHighlightsQueryOptions(), highlights);
  if (shown.failed) return <LoadFailed message={t('home.loadError')} onRetry={() => void highlights.refetch()} />;
  if (!shown.data) return <Loading label={t('home.loading')} />;
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
      <section aria-labelledby="newest-heading">
        <h2 id="newest-heading" className="mb-3 text-xl font-bold">
          {t('home.newest')}
        </h2>
        <PostCardList posts={shown.data.newest} showBoard heading="h3" empty={t('home.empty')} />
      </section>
      <section aria-labelledby="popular-heading">
        <h2 id="popular-heading" className="mb-3 text-xl font-bold">
          {t('home.popular')}
        </h2>
        <PostCardList posts={shown.data.popular} showBoard heading="h3" empty={t('home.popularEmpty')} />
      </section>
    </div>
  );
}
