import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '#app/components/ui/alert.tsx';
import { buttonClass } from '#app/components/ui/button.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { useMe } from '#app/features/auth/api/get-me.ts';
import { useVerifyEmail } from '#app/features/auth/api/verify-email.ts';
import { ResendVerificationButton } from '#app/features/auth/components/resend-verification-button.tsx';
import { paths } from '#app/paths.ts';

export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const token = useSearchParams()[0].get('token');
  const me = useMe();
  const verify = useVerifyEmail();
  const started = useRef(false);

  useEffect(() => {
    // A token is single-use in spirit; StrictMode's double effect must not send it twice.
    if (token && !started.current) {
      started.current = true;
      verify.mutate({ token });
    }
  }, [token, verify]);

  const user = me.data ?? null;
  let body;
  if (token && (verify.isPending || verify.isIdle)) {
    body = <PageSpinner />;
  } else if (token && verify.isSuccess) {
    body = (
      <div className="space-y-4">
        <Alert tone="success">{t('verify.success')}</Alert>
        <Link to={user ? paths.home() : paths.login()} className={buttonClass('primary')}>
          {t('verify.continue')}
        </Link>
      </div>
    );
  } else if (me.isPending) {
    body = <PageSpinner />;
  } else if (user?.emailVerified) {
    body = <Alert tone="success">{t('verify.alreadyVerified', { email: user.email })}</Alert>;
  } else {
    body = (
      <div className="space-y-4">
        {token && verify.isError ? <Alert tone="error">{t('verify.failed')}</Alert> : null}
        {user ? (
          <>
            <p>{t('verify.checkInbox', { email: user.email })}</p>
            <ResendVerificationButton />
          </>
        ) : (
          <>
            <p>{t('verify.signedOut')}</p>
            <Link to={paths.login({ redirectTo: paths.verifyEmail() })} className={buttonClass('secondary')}>
              {t('login.submit')}
            </Link>
          </>
        )}
      </div>
    );
  }
  return (
    <Page title={t('verify.title')} width="max-w-md">
      {body}
    </Page>
  );
}
