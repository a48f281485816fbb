import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#app/components/ui/alert.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { SignupForm } from '#app/features/auth/components/signup-form.tsx';

export default function SignupPage() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Page title={t('signup.title')} lead={t('signup.lead')} width="max-w-md">
      {sentTo ? (
        <Alert tone="success">{t('signup.checkMail', { email: sentTo })}</Alert>
      ) : (
        <SignupForm onSuccess={setSentTo} />
      )}
    </Page>
  );
}
