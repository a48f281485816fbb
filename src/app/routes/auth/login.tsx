import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '#app/components/ui/alert.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { useMe } from '#app/features/auth/api/get-me.ts';
import { LoginForm } from '#app/features/auth/components/login-form.tsx';
import { toast } from '#app/lib/toast.tsx';
import { paths, safeRedirect } from '#app/paths.ts';

export default function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const me = useMe();
  const redirectTo = safeRedirect(params.get('redirectTo'), paths.home());
  if (me.data) return <Navigate to={redirectTo} replace />;
  return (
    <Page title={t('login.title')} width="max-w-md">
      <div data-app-now="" className="space-y-4">
        {params.get('reason') === 'deactivated' ? <Alert tone="error">{t('deactivated')}</Alert> : null}
        <LoginForm
          onSuccess={(user) => {
            // The account's preferred language follows the traveller to a new device.
            if (user.language && user.language !== i18n.resolvedLanguage) void i18n.changeLanguage(user.language);
            toast.success(t('login.success', { nickname: user.nickname }));
            navigate(redirectTo, { replace: true });
          }}
        />
      </div>
    </Page>
  );
}
