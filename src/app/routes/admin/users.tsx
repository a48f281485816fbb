import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Page } from '../../components/ui/page.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAdminUsers } from '../../features/admin/api/get-admin-users.ts';
import { useSetUserStatus } from '../../features/admin/api/set-user-status.ts';
import { messageFromApiError } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.tsx';

const PAGE_SIZE = 20;

export default function AdminUsersPage() {
  const { t, i18n } = useTranslation(['admin', 'errors']);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useDeferredValue(q.trim());
  const users = useAdminUsers({ q: query, page, pageSize: PAGE_SIZE });
  const setStatus = useSetUserStatus();
  const dateFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });

  const handleToggle = (userId: string, status: 'active' | 'deleted') =>
    setStatus.mutate(
      { userId, status },
      {
        onSuccess: () => toast.success(t(status === 'deleted' ? 'users.deactivated' : 'users.reactivated')),
        onError: (error) => toast.error(messageFromApiError(error, t).message),
      },
    );

  return (
    <Page title={t('nav.users')} width="max-w-5xl">
      <div className="max-w-sm">
        <TextField label={t('users.search')} type="search" value={q} onChange={(e) => { setQ(e.target.value); setPage(1); }} />
      </div>
      <div className="mt-4">
        {users.isPending ? (
          <PageSpinner />
        ) : users.isError ? (
          <Alert tone="error">{messageFromApiError(users.error, t).message}</Alert>
        ) : users.data.users.length === 0 ? (
          <EmptyState icon="👤" title={t('users.empty')} />
        ) : (
          <>
            <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
              {users.data.users.map((user) => (
                <li key={user.id} className="flex flex-wrap items-center gap-3 p-4">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold">
                      {user.nickname}
                      {user.role === 'admin' ? <span className="ml-2 rounded bg-stone-900 px-1.5 text-xs text-white">{t('users.roleAdmin')}</span> : null}
                      {user.status === 'deleted' ? <span className="ml-2 rounded bg-red-100 px-1.5 text-xs text-red-800">{t('users.statusDeleted')}</span> : null}
                    </p>
                    <p className="truncate text-sm text-stone-600">{user.email} · {user.emailVerified ? t('users.verified') : t('users.unverified')} · {dateFormat.format(new Date(user.createdAt))}</p>
                  </div>
                  <Button
                    variant="secondary"
                    disabled={setStatus.isPending}
                    onClick={() => handleToggle(user.id, user.status === 'deleted' ? 'active' : 'deleted')}
                  >
                    {user.status === 'deleted' ? t('users.reactivate') : t('users.deactivate')}
                  </Button>
                </li>
              ))}
            </ul>
            <div className="mt-4 flex items-center justify-between text-sm">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>{t('users.prev')}</Button>
              <span>{t('users.pageOf', { page, pages: Math.max(1, Math.ceil(users.data.total / PAGE_SIZE)) })}</span>
              <Button variant="secondary" disabled={page * PAGE_SIZE >= users.data.total} onClick={() => setPage((p) => p + 1)}>{t('users.next')}</Button>
            </div>
          </>
        )}
      </div>
    </Page>
  );
}
