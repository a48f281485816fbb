import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Page } from '../../components/ui/page.tsx';

export default function PostEditPage() {
  const { t } = useTranslation('community');
  return (
    <Page title={t('editor.editTitle')}>
      <EmptyState icon="🔎" title={t('post.notFound')} />
    </Page>
  );
}
