import { useTranslation } from 'react-i18next';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { useOnline } from '#app/hooks/use-online.ts';

/** A page that could not load: what happened and a retry, under the page's title when it is known. */
export function LoadError({ onRetry, title }: { onRetry: () => void; title?: string }) {
  const { t } = useTranslation('common');
  const isOnline = useOnline();
  const body = (
    <div className="space-y-3">
      <Alert tone="error">{isOnline ? t('loadError') : t('loadErrorOffline')}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
  if (title) return <Page title={title}>{body}</Page>;
  return <div className="mx-auto max-w-3xl px-4 py-10">{body}</div>;
}
