import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renderSVG } from 'uqr';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { messageFromApiError } from '#app/lib/form-errors.ts';
import { useConfirmTwoFactor, useEnableTwoFactor } from '#app/features/auth/api/two-factor.ts';

/**
 * Enrolling in two-factor sign-in: the password, then the key as a QR code and as text with the
 * recovery codes, then a first code from the app. Admin tools open once it is on.
 */
export function TwoFactorSetup() {
  const { t } = useTranslation(['auth', 'errors']);
  const enable = useEnableTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const fail = (e: unknown) => setError(messageFromApiError(e, t).message);

  const start = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    enable.mutate({ password }, { onError: fail });
  };
  const finish = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError(t('errors:validation.code'));
    setError(undefined);
    confirm.mutate({ code: code.trim() }, { onError: fail });
  };

  if (!enable.data) {
    return (
      <form noValidate onSubmit={start} className="space-y-4">
        <p className="text-sm text-stone-600">{t('twoFactor.setupLead')}</p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextField
          label={t('fields.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <Button type="submit" className="w-full" disabled={enable.isPending || !password}>
          {t('twoFactor.start')}
        </Button>
      </form>
    );
  }
  const { totpURI, secret, recoveryCodes } = enable.data;
  return (
    <form noValidate onSubmit={finish} className="space-y-4">
      <p className="text-sm">{t('twoFactor.scan')}</p>
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(totpURI))}`}
        alt={t('twoFactor.qrAlt')}
        className="mx-auto size-48"
      />
      <p className="text-sm">
        {t('twoFactor.secret')}:{' '}
        <code className="break-all rounded bg-stone-100 px-1 font-mono" data-testid="totp-secret">
          {secret}
        </code>
      </p>
      <div className="space-y-1 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm">
        <h2 className="font-semibold">{t('twoFactor.recoveryTitle')}</h2>
        <p>{t('twoFactor.recoveryLead')}</p>
        <ul className="grid grid-cols-2 gap-1 font-mono">
          {recoveryCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </div>
      <p className="text-sm">{t('twoFactor.confirmLead')}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField
        label={t('twoFactor.codeLabel')}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        required
      />
      <Button type="submit" className="w-full" disabled={confirm.isPending}>
        {t('twoFactor.confirm')}
      </Button>
    </form>
  );
}
