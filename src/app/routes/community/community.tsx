import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Page } from '../../components/ui/page.tsx';

export default function CommunityPage() {
  const { t } = useTranslation('community');
  return (
    <Page title={t('home.title')} lead={t('home.lead')}>
      <EmptyState icon="🤝" title={t('home.empty')} />
    </Page>
  );
}
