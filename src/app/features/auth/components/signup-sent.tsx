import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button, buttonClass } from '#app/components/ui/button.tsx';
import { paths } from '#app/paths.ts';

/**
 * After sign-up: where the link went, what to do when it does not come (spam folder, the address), and the way
 * on: logging in (an unverified account may, and sends the mail again from the verify page) or another address.
 */
export function SignupSent({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const { t } = useTranslation('auth');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form and its button are gone: focus goes to what replaced them.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="signup-sent" className="space-y-4">
      <h2 id="signup-sent" ref={headingRef} tabIndex={-1} className="text-lg font-bold focus:outline-none">
        {t('signup.sentTitle')}
      </h2>
      <Alert tone="success">{t('signup.checkMail', { email })}</Alert>
      <p className="text-sm text-stone-700">{t('signup.spamHint')}</p>
      <p className="text-sm text-stone-700">{t('signup.resendHint')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to={paths.login({ redirectTo: paths.verifyEmail() })} className={buttonClass('primary')}>
          {t('signup.toLoginAndResend')}
        </Link>
        <Button variant="secondary" onClick={onChangeEmail}>
          {t('signup.changeEmail')}
        </Button>
      </div>
    </section>
  );
}
