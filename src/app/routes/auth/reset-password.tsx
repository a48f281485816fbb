import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '#app/components/ui/page.tsx';
import { ForgotPasswordForm } from '#app/features/auth/components/forgot-password-form.tsx';
import { ResetPasswordForm } from '#app/features/auth/components/reset-password-form.tsx';

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const token = useSearchParams()[0].get('token');
  return token ? (
    <Page title={t('reset.newTitle')} width="max-w-md">
      <ResetPasswordForm token={token} />
    </Page>
  ) : (
    <Page title={t('reset.title')} lead={t('reset.lead')} width="max-w-md">
      <ForgotPasswordForm />
    </Page>
  );
}
