import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '#shared/contracts/auth';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { messageFromApiError } from '#app/lib/form-errors.ts';
import { useVerifyTwoFactor } from '#app/features/auth/api/two-factor.ts';

/** The second step of a password sign-in: the authenticator app's code, or a recovery code. */
export function TwoFactorForm({ onSuccess }: { onSuccess: (user: Me) => void }) {
  const { t } = useTranslation(['auth', 'errors']);
  const verify = useVerifyTwoFactor();
  const [method, setMethod] = useState<'totp' | 'recovery'>('totp');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (method === 'totp' ? !/^\d{6}$/.test(trimmed) : trimmed.length < 6) return setError(t('errors:validation.code'));
    setError(undefined);
    verify.mutate(
      { code: trimmed, method },
      { onSuccess: ({ user }) => onSuccess(user), onError: (e) => setError(messageFromApiError(e, t).message) },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <h2 className="text-lg font-bold">{t('twoFactor.title')}</h2>
      <p className="text-sm text-stone-600">{t('twoFactor.verifyLead')}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField
        key={method}
        label={t(method === 'totp' ? 'twoFactor.codeLabel' : 'twoFactor.recoveryLabel')}
        name="code"
        autoComplete="one-time-code"
        inputMode={method === 'totp' ? 'numeric' : 'text'}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoFocus
        required
      />
      <Button type="submit" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? t('twoFactor.verifying') : t('twoFactor.verify')}
      </Button>
      <button
        type="button"
        className="text-sm text-brand-700 underline-offset-4 hover:underline"
        onClick={() => {
          setMethod(method === 'totp' ? 'recovery' : 'totp');
          setCode('');
          setError(undefined);
        }}
      >
        {t(method === 'totp' ? 'twoFactor.useRecovery' : 'twoFactor.useTotp')}
      </button>
    </form>
  );
}
