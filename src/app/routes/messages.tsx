import { useTranslation } from 'react-i18next';
import { Page } from '#app/components/ui/page.tsx';
import { ConversationList } from '#app/features/messaging/components/conversation-list.tsx';
import { paths } from '#app/paths.ts';
import { RequireUser } from './require-user.tsx';

export default function MessagesPage() {
  const { t } = useTranslation('message');
  return (
    <RequireUser title={t('inbox.title')}>
      {() => (
        <Page title={t('inbox.title')}>
          <ConversationList chatHref={paths.chat} />
        </Page>
      )}
    </RequireUser>
  );
}
