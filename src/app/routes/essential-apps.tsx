import { useTranslation } from 'react-i18next';
import { Page } from '#app/components/ui/page.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { useApps } from '#app/features/guide/api/get-apps.ts';
import { AppCard } from '#app/features/guide/components/app-card.tsx';
import { LoadError } from './load-error.tsx';

export default function EssentialAppsPage() {
  const { t } = useTranslation('guide');
  const apps = useApps();
  return (
    <Page title={t('apps.title')} lead={t('apps.lead')}>
      {apps.isPending ? (
        <PageSpinner />
      ) : apps.isError ? (
        <LoadError onRetry={() => void apps.refetch()} />
      ) : (
        <ul className="space-y-3">
          {apps.data.apps.map((app) => (
            <AppCard key={app.id} app={app} />
          ))}
        </ul>
      )}
    </Page>
  );
}
