import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAdminUsers } from '../../features/admin/api/get-admin-users.ts';
import { paths } from '../../paths.ts';

export default function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const users = useAdminUsers({ pageSize: 1 });
  return (
    <Page title={t('nav.dashboard')} width="max-w-5xl">
      <ul className="grid gap-3 sm:grid-cols-3">
        <li>
          <Link to={paths.admin.users()} className="block rounded-2xl border border-stone-200 bg-white p-4 hover:border-brand-500">
            <span className="block text-sm text-stone-500">{t('dashboard.users')}</span>
            <span className="mt-1 block text-3xl font-bold" data-testid="total-users">
              {users.isPending ? <Spinner className="size-6" /> : users.isError ? '—' : users.data.total}
            </span>
          </Link>
        </li>
      </ul>
    </Page>
  );
}
