import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Page } from '../../components/ui/page.tsx';
import { paths } from '../../paths.ts';

export default function GuideRegionPage() {
  const { t } = useTranslation('guide');
  const { regionId = '' } = useParams();
  return (
    <Page title={t('region.title')}>
      <nav aria-label={t('breadcrumb')} className="mb-4 text-sm">
        <Link to={paths.guidePlaces()} className="text-brand-700 underline-offset-4 hover:underline">← {t('topics.places.title')}</Link>
      </nav>
      <EmptyState icon="🧭" title={t('region.notFound', { regionId })} />
    </Page>
  );
}
