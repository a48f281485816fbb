import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { Page } from '../components/ui/page.tsx';
import { paths } from '../paths.ts';
import { RequireUser } from './require-user.tsx';

export default function ChatPage() {
  const { t } = useTranslation('message');
  return (
    <RequireUser>
      {() => (
        <Page title={t('chat.title')} width="max-w-[720px]">
          <EmptyState icon="🔒" title={t('chat.notFound')}>
            <Link to={paths.messages()} className="text-brand-700 underline underline-offset-4">{t('chat.back')}</Link>
          </EmptyState>
        </Page>
      )}
    </RequireUser>
  );
}
