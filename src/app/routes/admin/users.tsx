import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_STATUSES, isBanActive, isPermanentBan } from '#shared/account-rules';
import { Button } from '#app/components/ui/button.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { SearchField } from '#app/components/ui/search-field.tsx';
import { useAdminUsers } from '#app/features/admin/api/get-admin-users.ts';
import type { UserListParams } from '#app/features/admin/api/keys.ts';
import { AdminDialog } from '#app/features/admin/components/admin-dialog.tsx';
import { DataTable } from '#app/features/admin/components/data-table.tsx';
import { SelectField } from '#app/features/admin/components/fields.tsx';
import { Filters, Pager, QueryState } from '#app/features/admin/components/list-parts.tsx';
import { UserBadges, UserDetail } from '#app/features/admin/components/user-detail.tsx';
import { useDebounced } from '#app/features/admin/hooks/use-debounced.ts';
import { useFormat } from '#app/features/admin/hooks/use-format.ts';
import { useUrlState } from '#app/features/admin/hooks/use-url-state.ts';
import { useMe } from '#app/features/auth/api/get-me.ts';
import { ICON_USER } from '#app/components/ui/icon.tsx';

const PAGE_SIZE = 20;
const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined => values.find((v) => v === value);

export default function AdminUsersPage() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const me = useMe();
  const url = useUrlState();
  const [q, setQ] = useState(url.get('q'));
  const query = useDebounced(q.trim());
  const params: UserListParams = {
    q: url.get('q') || undefined,
    role: oneOf(['admin', 'user'], url.get('role')),
    status: oneOf(ACCOUNT_STATUSES, url.get('status')),
    banned: oneOf(['true', 'false'], url.get('banned')),
    page: url.page,
    pageSize: PAGE_SIZE,
  };
  const users = useAdminUsers(params);
  const openUserId = url.get('user');

  useEffect(() => {
    if (query !== url.get('q')) url.set({ q: query, page: undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the settled search text only
  }, [query]);

  const filter = (key: string) => (e: { target: { value: string } }) =>
    url.set({ [key]: e.target.value, page: undefined });

  return (
    <Page title={t('nav.users')} width="max-w-6xl">
      <Filters label={t('users.filters')}>
        <SearchField label={t('users.search')} placeholder={t('users.searchPlaceholder')} value={q} onChange={setQ} />
        <SelectField
          label={t('users.fields.role')}
          value={params.role ?? ''}
          onChange={filter('role')}
          options={[
            { value: '', label: t('common.all') },
            { value: 'admin', label: t('users.roles.admin') },
            { value: 'user', label: t('users.roles.user') },
          ]}
        />
        <SelectField
          label={t('users.fields.status')}
          value={params.status ?? ''}
          onChange={filter('status')}
          options={[
            { value: '', label: t('common.all') },
            { value: 'active', label: t('users.statuses.active') },
            { value: 'deactivated', label: t('users.statuses.deactivated') },
          ]}
        />
        <SelectField
          label={t('users.fields.ban')}
          value={params.banned ?? ''}
          onChange={filter('banned')}
          options={[
            { value: '', label: t('common.all') },
            { value: 'true', label: t('users.bannedOnly') },
            { value: 'false', label: t('users.notBannedOnly') },
          ]}
        />
      </Filters>

      <QueryState
        query={users}
        isEmpty={(d) => d.users.length === 0}
        emptyIconPath={ICON_USER}
        emptyTitle={t('users.empty')}
      >
        {(data) => (
          <>
            <p className="mb-2 text-sm text-stone-600" aria-live="polite">
              {t('users.count', { count: data.total })}
            </p>
            <DataTable
              label={t('users.title')}
              rows={data.users}
              rowKey={(u) => u.id}
              columns={[
                {
                  key: 'user',
                  header: t('users.fields.user'),
                  bare: true,
                  cell: (u) => (
                    <div>
                      <p className="flex flex-wrap items-center gap-2 font-semibold">
                        {u.nickname} <UserBadges user={u} />
                      </p>
                      <p className="break-all text-xs text-stone-600">{u.email}</p>
                    </div>
                  ),
                },
                {
                  key: 'verified',
                  header: t('users.fields.verification'),
                  cell: (u) => (u.emailVerified ? t('users.verified') : t('users.unverified')),
                },
                { key: 'signedUp', header: t('users.fields.signedUp'), cell: (u) => format.date(u.createdAt) },
                { key: 'reports', header: t('users.fields.messageReports'), cell: (u) => u.totalMessageReports },
                {
                  key: 'ban',
                  header: t('users.fields.banUntil'),
                  cell: (u) =>
                    isBanActive(u.banUntil)
                      ? isPermanentBan(u.banUntil!)
                        ? t('users.banForever')
                        : format.dateTime(u.banUntil!)
                      : '—',
                },
                {
                  key: 'actions',
                  header: t('common.actions'),
                  bare: true,
                  cell: (u) => (
                    <Button
                      variant="secondary"
                      aria-label={t('users.manageNamed', { name: u.nickname })}
                      onClick={() => url.set({ user: u.id }, { push: true })}
                    >
                      {t('users.manage')}
                    </Button>
                  ),
                },
              ]}
            />
            <Pager page={url.page} pageSize={PAGE_SIZE} total={data.total} onPage={(page) => url.set({ page })} />
          </>
        )}
      </QueryState>

      {openUserId ? (
        <AdminDialog variant="panel" title={t('users.detailTitle')} onClose={() => url.set({ user: undefined })}>
          <UserDetail userId={openUserId} isSelf={me.data?.id === openUserId} />
        </AdminDialog>
      ) : null}
    </Page>
  );
}
