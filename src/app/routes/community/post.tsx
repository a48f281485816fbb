import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Page } from '../../components/ui/page.tsx';
import { paths } from '../../paths.ts';

export default function PostPage() {
  const { t } = useTranslation('community');
  return (
    <Page title={t('post.title')}>
      <EmptyState icon="🔎" title={t('post.notFound')}>
        <Link to={paths.community()} className="text-brand-700 underline underline-offset-4">{t('home.title')}</Link>
      </EmptyState>
    </Page>
  );
}
