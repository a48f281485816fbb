import { useTranslation } from 'react-i18next';
import { Alert } from '#app/components/ui/alert.tsx';
import { useOnline } from '#app/hooks/use-online.ts';

/** A failed load, with a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(['community', 'common']);
  const isOnline = useOnline();
  return (
    <Alert tone="error">
      {message} {isOnline ? null : `${t('common:offlineNotSaved')} `}
      <button type="button" className="font-semibold underline underline-offset-4" onClick={onRetry}>
        {t('retry')}
      </button>
    </Alert>
  );
}
