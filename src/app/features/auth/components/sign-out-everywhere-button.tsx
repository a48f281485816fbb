import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#app/components/ui/button.tsx';
import { messageFromApiError } from '#app/lib/form-errors.ts';
import { toast } from '#app/lib/toast.tsx';
import { useSignOutEverywhere } from '#app/features/auth/api/sign-out-everywhere.ts';

/** Two steps, so a stray tap does not sign the traveller out of their phone abroad. */
export function SignOutEverywhereButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['mypage', 'errors']);
  const signOutEverywhere = useSignOutEverywhere(() => {
    toast.success(t('security.signOutAllDone'));
    onDone();
  });
  const [isConfirming, setIsConfirming] = useState(false);
  if (!isConfirming) {
    return (
      <Button variant="secondary" onClick={() => setIsConfirming(true)}>
        {t('security.signOutAll')}
      </Button>
    );
  }
  return (
    <div className="space-y-2" role="group" aria-label={t('security.signOutAll')}>
      <p className="text-sm">{t('security.signOutAllConfirm')}</p>
      <div className="flex gap-2">
        <Button
          disabled={signOutEverywhere.isPending}
          onClick={() =>
            signOutEverywhere.mutate(undefined, {
              onError: (error) => toast.error(messageFromApiError(error, t).message),
            })
          }
        >
          {t('security.signOutAllYes')}
        </Button>
        <Button variant="ghost" onClick={() => setIsConfirming(false)}>
          {t('security.cancel')}
        </Button>
      </div>
    </div>
  );
}
