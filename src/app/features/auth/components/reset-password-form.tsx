import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResetPasswordInputSchema } from '#shared/contracts/auth';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button, buttonClass } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { useSchemaForm } from '#app/lib/form-errors.ts';
import { paths } from '#app/paths.ts';
import { useResetPassword } from '#app/features/auth/api/reset-password.ts';
import { PasswordStrength } from './password-strength.tsx';

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation(['auth', 'errors']);
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const { errors, validate, showApiError } = useSchemaForm(ResetPasswordInputSchema, ['password'], t);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate({ token, password });
    if (input) reset.mutate(input, { onError: showApiError });
  };

  if (reset.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{t('reset.done')}</Alert>
        <Link to={paths.login()} className={buttonClass('primary', 'w-full')}>
          {t('reset.toLogin')}
        </Link>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      <TextField
        label={t('fields.newPassword')}
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        required
      />
      <PasswordStrength password={password} />
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {t('reset.newSubmit')}
      </Button>
    </form>
  );
}
