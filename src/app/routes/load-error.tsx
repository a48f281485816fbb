import { useTranslation } from 'react-i18next';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { useOnline } from '#app/hooks/use-online.ts';

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  const isOnline = useOnline();
  return (
    <div className="mx-auto max-w-3xl space-y-3 px-4 py-10">
      <Alert tone="error">{isOnline ? t('loadError') : t('loadErrorOffline')}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
