import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '#app/components/ui/page.tsx';
import { SignupForm } from '#app/features/auth/components/signup-form.tsx';
import { SignupSent } from '#app/features/auth/components/signup-sent.tsx';

export default function SignupPage() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Page title={t('signup.title')} lead={t('signup.lead')} width="max-w-md">
      <div data-app-now="">
        {sentTo ? (
          <SignupSent email={sentTo} onChangeEmail={() => setSentTo(null)} />
        ) : (
          <SignupForm onSuccess={setSentTo} />
        )}
      </div>
    </Page>
  );
}
