import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '#app/components/ui/alert.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { useSignOut } from '#app/features/auth/api/sign-out.ts';
import { LoginForm } from '#app/features/auth/components/login-form.tsx';
import { type AdminLoginReason, paths } from '#app/paths.ts';

const REASONS: AdminLoginReason[] = ['notAdmin', 'profileNotFound', 'loadFailed', 'deactivated'];

export default function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const reason = REASONS.find((r) => r === params.get('reason'));

  return (
    <div className="min-h-dvh bg-stone-100">
      <Page title={t('login.title')} lead={t('login.lead')} width="max-w-md">
        <div className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5">
          {reason ? <Alert tone="error">{t(`guard.${reason}`)}</Alert> : null}
          <LoginForm
            showLinks={false}
            onSuccess={(user) => {
              if (user.role === 'admin') return navigate(paths.admin.dashboard(), { replace: true });
              signOut.mutate(undefined, {
                onSettled: () => navigate(paths.admin.login('notAdmin'), { replace: true }),
              });
            }}
          />
        </div>
      </Page>
    </div>
  );
}
