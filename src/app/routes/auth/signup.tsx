import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../components/ui/page.tsx';
import { SignupForm } from '../../features/auth/components/signup-form.tsx';
import { toast } from '../../lib/toast.tsx';
import { paths } from '../../paths.ts';

export default function SignupPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <Page title={t('signup.title')} lead={t('signup.lead')} width="max-w-md">
      <SignupForm
        onSuccess={(user) => {
          toast.success(t('signup.success', { email: user.email }));
          navigate(paths.verifyEmail(), { replace: true });
        }}
      />
    </Page>
  );
}
