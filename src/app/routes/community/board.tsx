import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Page } from '../../components/ui/page.tsx';
import { paths } from '../../paths.ts';

export default function BoardPage() {
  const { t } = useTranslation('community');
  return (
    <Page title={t('board.title')}>
      <Link to={paths.community()} className="text-sm text-brand-700 underline-offset-4 hover:underline">← {t('home.title')}</Link>
      <div className="mt-4">
        <EmptyState icon="📋" title={t('board.empty')} />
      </div>
    </Page>
  );
}
