import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Page } from '../../components/ui/page.tsx';

export default function PostNewPage() {
  const { t } = useTranslation('community');
  return (
    <Page title={t('editor.newTitle')}>
      <EmptyState icon="✍️" title={t('editor.unavailable')} />
    </Page>
  );
}
