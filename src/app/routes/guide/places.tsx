import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Page } from '../../components/ui/page.tsx';
import { paths } from '../../paths.ts';

export default function GuidePlacesPage() {
  const { t } = useTranslation('guide');
  return (
    <Page title={t('topics.places.title')} lead={t('topics.places.summary')}>
      <nav aria-label={t('breadcrumb')} className="mb-4 text-sm">
        <Link to={paths.guide()} className="text-brand-700 underline-offset-4 hover:underline">← {t('title')}</Link>
      </nav>
      <EmptyState icon="📍" title={t('empty.regions')} />
    </Page>
  );
}
