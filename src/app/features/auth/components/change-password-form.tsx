import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordInputSchema } from '#shared/contracts/auth';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { useSchemaForm } from '#app/lib/form-errors.ts';
import { toast } from '#app/lib/toast.tsx';
import { useChangePassword } from '#app/features/auth/api/change-password.ts';
import { useMe } from '#app/features/auth/api/get-me.ts';
import { PasswordStrength } from './password-strength.tsx';

export function ChangePasswordForm() {
  const { t } = useTranslation(['mypage', 'auth', 'errors']);
  const change = useChangePassword();
  const me = useMe().data;
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const { errors, validate, showApiError } = useSchemaForm(
    ChangePasswordInputSchema,
    ['currentPassword', 'newPassword'],
    t,
  );

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate(values);
    if (!input) return;
    change.mutate(input, {
      onSuccess: () => {
        setValues({ currentPassword: '', newPassword: '' });
        toast.success(t('security.changed'));
      },
      onError: showApiError,
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-3">
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      <TextField
        label={t('security.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={(e) => setValues((v) => ({ ...v, currentPassword: e.target.value }))}
        error={errors.currentPassword}
      />
      <TextField
        label={t('security.newPassword')}
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={(e) => setValues((v) => ({ ...v, newPassword: e.target.value }))}
        error={errors.newPassword}
      />
      <PasswordStrength password={values.newPassword} userInputs={[me?.email, me?.nickname]} />
      <Button type="submit" disabled={change.isPending}>
        {t('security.change')}
      </Button>
    </form>
  );
}
