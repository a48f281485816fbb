import { useTranslation } from 'react-i18next';
import { Button } from '#app/components/ui/button.tsx';
import { useResendVerification } from '#app/features/auth/api/resend-verification.ts';

/** The spec's resend button: turns into a 'resent' state after success, shows emailResendError under it on failure. */
export function ResendVerificationButton() {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();
  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        onClick={() => resend.mutate()}
        disabled={resend.isPending || resend.isSuccess}
        aria-live="polite"
      >
        {resend.isSuccess ? `✓ ${t('verify.resent')}` : resend.isPending ? t('verify.resending') : t('verify.resend')}
      </Button>
      {resend.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('verify.emailResendError')}
        </p>
      ) : null}
    </div>
  );
}
