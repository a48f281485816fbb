import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Page } from '../../components/ui/page.tsx';
import { type GuideTopic, paths } from '../../paths.ts';

export default function GuideTopicPage({ topic }: { topic: GuideTopic }) {
  const { t } = useTranslation('guide');
  return (
    <Page title={t(`topics.${topic}.title`)} lead={t(`topics.${topic}.summary`)}>
      <nav aria-label={t('breadcrumb')} className="mb-4 text-sm">
        <Link to={paths.guide()} className="text-brand-700 underline-offset-4 hover:underline">← {t('title')}</Link>
      </nav>
      <EmptyState icon="📝" title={t('empty.articles')}>
        {topic === 'emergency' ? <p>{t('empty.emergencyHint')}</p> : <p>{t('empty.meanwhile')}</p>}
      </EmptyState>
    </Page>
  );
}
