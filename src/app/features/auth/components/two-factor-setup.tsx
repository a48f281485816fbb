import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renderSVG } from 'uqr';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button, buttonClass } from '#app/components/ui/button.tsx';
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
      <div className="text-sm">
        <p id="totp-key-label">{t('twoFactor.secret')}:</p>
        {/* Groups of four to read and type; copied, it is one word again (the groups are spacing, not spaces). */}
        <code
          aria-labelledby="totp-key-label"
          className="mt-1 flex flex-wrap gap-x-2 gap-y-1 rounded bg-stone-100 px-2 py-1 font-mono text-base"
          data-testid="totp-secret"
        >
          {secret.match(/.{1,4}/g)!.map((group, i) => (
            <span key={i}>{group}</span>
          ))}
        </code>
      </div>
      <RecoveryCodes codes={recoveryCodes} />
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

/** The recovery codes, shown once: to copy, or to keep as a file. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation('auth');
  const [copy, setCopy] = useState<'idle' | 'done' | 'failed'>('idle');
  const text = `Hola Corea\n${codes.join('\n')}\n`;
  const handleCopy = () =>
    navigator.clipboard.writeText(text).then(
      () => setCopy('done'),
      () => setCopy('failed'),
    );
  return (
    <div className="space-y-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm">
      <h2 className="font-semibold">{t('twoFactor.recoveryTitle')}</h2>
      <p>{t('twoFactor.recoveryLead')}</p>
      <ul className="grid grid-cols-2 gap-1 font-mono" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void handleCopy()}>
          {copy === 'done' ? `✓ ${t('twoFactor.copied')}` : t('twoFactor.copyCodes')}
        </Button>
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download={t('twoFactor.codesFile')}
          className={buttonClass('secondary')}
        >
          {t('twoFactor.downloadCodes')}
        </a>
      </div>
      <p role="status" className="text-red-800">
        {copy === 'failed' ? t('twoFactor.copyFailed') : null}
      </p>
    </div>
  );
}
