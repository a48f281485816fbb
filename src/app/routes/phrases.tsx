import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { Page } from '../components/ui/page.tsx';

export default function PhrasesPage() {
  const { t } = useTranslation('guide');
  return (
    <Page title={t('phrases.title')} lead={t('phrases.lead')}>
      <EmptyState icon="💬" title={t('phrases.empty')} />
    </Page>
  );
}
