import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { Page } from '../components/ui/page.tsx';

export default function EssentialAppsPage() {
  const { t } = useTranslation('guide');
  return (
    <Page title={t('apps.title')} lead={t('apps.lead')}>
      <EmptyState icon="📱" title={t('apps.empty')} />
    </Page>
  );
}
