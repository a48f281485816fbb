import { useTranslation } from 'react-i18next';
import { Page } from '#app/components/ui/page.tsx';
import { NotificationList } from '#app/features/notifications/components/notification-list.tsx';
import { RequireUser } from './require-user.tsx';

export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  return (
    <RequireUser title={t('title')}>
      {() => (
        <Page title={t('title')} lead={t('lead')}>
          <NotificationList />
        </Page>
      )}
    </RequireUser>
  );
}
