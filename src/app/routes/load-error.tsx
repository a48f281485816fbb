import { useTranslation } from 'react-i18next';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="mx-auto max-w-3xl space-y-3 px-4 py-10">
      <Alert tone="error">{t('loadError')}</Alert>
      <Button variant="secondary" onClick={onRetry}>{t('retry')}</Button>
    </div>
  );
}
