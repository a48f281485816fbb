import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { Page } from '../components/ui/page.tsx';
import { RequireUser } from './require-user.tsx';

export default function MessagesPage() {
  const { t } = useTranslation('message');
  return (
    <RequireUser>
      {() => (
        <Page title={t('inbox.title')}>
          <EmptyState icon="💬" title={t('inbox.empty')}>
            <p>{t('inbox.emptyHint')}</p>
          </EmptyState>
        </Page>
      )}
    </RequireUser>
  );
}
