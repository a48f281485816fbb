import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignUpInputSchema } from '#shared/contracts/auth';
import { NICKNAME_MAX, NICKNAME_MIN } from '#shared/limits';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { useSchemaForm } from '#app/lib/form-errors.ts';
import { currentLanguage } from '#app/lib/i18n.ts';
import { useBeforeApp } from '#app/lib/before-app.ts';
import { paths } from '#app/paths.ts';
import { useSignUp } from '#app/features/auth/api/sign-up.ts';
import { PasswordStrength } from './password-strength.tsx';

/** `onSuccess` gets the address the link went to: signing up signs nobody in (the same answer for a taken e-mail). */
export function SignupForm({ onSuccess }: { onSuccess: (email: string) => void }) {
  const { t } = useTranslation(['auth', 'errors']);
  const beforeApp = useBeforeApp();
  const signUp = useSignUp();
  const [values, setValues] = useState({ email: '', password: '', nickname: '', acceptTerms: false });
  const { errors, validate, showApiError } = useSchemaForm(
    SignUpInputSchema,
    ['email', 'password', 'nickname', 'acceptTerms'],
    t,
  );
  const set = (field: keyof typeof values) => (value: string | boolean) => setValues((v) => ({ ...v, [field]: value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate({ ...values, language: currentLanguage() });
    if (input) signUp.mutate(input, { onSuccess: ({ email }) => onSuccess(email), onError: showApiError });
  };

  const linkClass = 'font-semibold text-brand-700 underline underline-offset-4';
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
          value={values.email}
          onChange={(e) => set('email')(e.target.value)}
          error={errors.email}
          required
        />
        <TextField
          label={t('fields.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => set('password')(e.target.value)}
          error={errors.password}
          required
        />
        <PasswordStrength password={values.password} userInputs={[values.email, values.nickname]} />
        <TextField
          label={t('fields.nickname')}
          name="nickname"
          autoComplete="nickname"
          hint={t('fields.nicknameHint', { min: NICKNAME_MIN, max: NICKNAME_MAX })}
          maxLength={NICKNAME_MAX}
          value={values.nickname}
          onChange={(e) => set('nickname')(e.target.value)}
          error={errors.nickname}
          required
        />
        <div>
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              name="acceptTerms"
              className="mt-0.5 size-5 accent-brand-600"
              checked={values.acceptTerms}
              onChange={(e) => set('acceptTerms')(e.target.checked)}
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? 'accept-terms-error' : undefined}
            />
            <span>
              <Trans
                t={t}
                i18nKey="signup.acceptTerms"
                components={{
                  termsLink: <Link to={paths.terms()} target="_blank" className={linkClass} />,
                  privacyLink: <Link to={paths.privacy()} target="_blank" className={linkClass} />,
                }}
              />
            </span>
          </label>
          {errors.acceptTerms ? (
            <p id="accept-terms-error" className="mt-1 text-sm text-red-700">
              {errors.acceptTerms}
            </p>
          ) : null}
        </div>
        <Button type="submit" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? t('signup.submitting') : t('signup.submit')}
        </Button>
        <p className="text-sm">
          {t('signup.haveAccount')}{' '}
          <Link to={paths.login()} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t('signup.toLogin')}
          </Link>
        </p>
      </fieldset>
    </form>
  );
}
