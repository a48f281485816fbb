import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Me, SignInInputSchema } from '#shared/contracts/auth';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { useSchemaForm } from '#app/lib/form-errors.ts';
import { useBeforeApp } from '#app/lib/before-app.ts';
import { paths } from '#app/paths.ts';
import { useSignIn } from '#app/features/auth/api/sign-in.ts';
import { TwoFactorForm } from './two-factor-form.tsx';

export function LoginForm({ onSuccess, showLinks = true }: { onSuccess: (user: Me) => void; showLinks?: boolean }) {
  const { t } = useTranslation(['auth', 'errors']);
  const beforeApp = useBeforeApp();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const { errors, validate, showApiError } = useSchemaForm(SignInInputSchema, ['email', 'password'], t);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate({ email, password });
    if (input)
      signIn.mutate(input, {
        onSuccess: (data) => ('user' in data ? onSuccess(data.user) : setNeedsCode(true)),
        onError: showApiError,
      });
  };

  if (needsCode) return <TwoFactorForm onSuccess={onSuccess} />;

  return (
    // method="post": typed into before the app takes over (a prerendered page), a submit never puts the password in the URL.
    <form method="post" noValidate onSubmit={handleSubmit}>
      {/* Disabled until the app runs: what is typed into a prerendered page would be lost when the app takes it over. */}
      <fieldset disabled={beforeApp !== null} className="m-0 min-w-0 space-y-4 border-0 p-0">
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
        <TextField
          label={t('fields.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          required
        />
        <Button type="submit" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
        {showLinks ? (
          <div className="flex flex-col gap-2 text-sm">
            <Link to={paths.resetPassword()} className="text-brand-700 underline-offset-4 hover:underline">
              {t('login.forgot')}
            </Link>
            <p>
              {t('login.noAccount')}{' '}
              <Link to={paths.signup()} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                {t('login.toSignup')}
              </Link>
            </p>
          </div>
        ) : null}
      </fieldset>
    </form>
  );
}
