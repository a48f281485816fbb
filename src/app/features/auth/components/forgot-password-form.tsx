import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordInputSchema } from '#shared/contracts/auth';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { useSchemaForm } from '#app/lib/form-errors.ts';
import { useForgotPassword } from '#app/features/auth/api/forgot-password.ts';

export function ForgotPasswordForm() {
  const { t } = useTranslation(['auth', 'errors']);
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const { errors, validate, showApiError } = useSchemaForm(ForgotPasswordInputSchema, ['email'], t);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate({ email });
    if (input) forgot.mutate(input, { onError: showApiError });
  };

  if (forgot.isSuccess) return <Alert tone="success">{t('reset.sent', { email: forgot.variables.email })}</Alert>;
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      <TextField
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
        required
      />
      <Button type="submit" className="w-full" disabled={forgot.isPending}>
        {forgot.isPending ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  );
}
