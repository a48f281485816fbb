import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REPORT_REASON_KEYS, REPORT_REASONS, type ReportReason } from '#shared/contracts/reports';
import { accountState, isBanActive, isPermanentBan } from '#shared/account-rules';
import type { AdminUser } from '#shared/contracts/admin';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { messageFromApiError } from '#app/lib/form-errors.ts';
import { toast } from '#app/lib/toast.tsx';
import { paths } from '#app/paths.ts';
import { useAdminUser } from '#app/features/admin/api/get-admin-user.ts';
import { useLiftBan } from '#app/features/admin/api/lift-ban.ts';
import { useResetUserReports } from '#app/features/admin/api/reset-user-reports.ts';
import { useSetUserRole } from '#app/features/admin/api/set-user-role.ts';
import { useSetUserStatus } from '#app/features/admin/api/set-user-status.ts';
import { useFormat } from '#app/features/admin/hooks/use-format.ts';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { BanForm } from './ban-form.tsx';
import { Badge, DangerButton, QueryState } from './list-parts.tsx';

type Confirm = 'promote' | 'demote' | 'deactivate' | 'reactivate' | 'reset' | 'lift';

const reasonKey = (reason: string) =>
  REPORT_REASONS.includes(reason as ReportReason) ? REPORT_REASON_KEYS[reason as ReportReason] : null;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-stone-200 pt-4">
      <h3 className="mb-3 font-semibold">{title}</h3>
      {children}
    </section>
  );
}

export function UserBadges({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const state = accountState(user);
  return (
    <span className="inline-flex flex-wrap gap-1">
      {user.role === 'admin' ? <Badge tone="dark">{t('users.badges.admin')}</Badge> : null}
      {state === 'deletedByOwner' ? (
        <Badge tone="neutral">{t('users.badges.deletedByOwner')}</Badge>
      ) : state === 'deactivated' ? (
        <Badge tone="danger">{t('users.badges.deactivated')}</Badge>
      ) : null}
      {isBanActive(user.banUntil) ? <Badge tone="warning">{t('users.badges.banned')}</Badge> : null}
    </span>
  );
}

/** A user's profile, standing and history, with every action a moderator may take on them. */
export function UserDetail({ userId, isSelf }: { userId: string; isSelf: boolean }) {
  const { t } = useTranslation(['admin', 'report', 'errors']);
  const format = useFormat();
  const detail = useAdminUser(userId);
  const setRole = useSetUserRole();
  const setStatus = useSetUserStatus();
  const liftBan = useLiftBan();
  const reset = useResetUserReports();
  const [confirm, setConfirm] = useState<Confirm | null>(null);

  const onError = (error: unknown) => toast.error(messageFromApiError(error, t).message);

  return (
    <QueryState query={detail}>
      {({ user, counts, recentPosts, reportsAgainst }) => {
        const name = user.nickname;
        const banned = isBanActive(user.banUntil);
        const state = accountState(user);
        const isDeleted = state === 'deletedByOwner';
        const run = (action: Confirm) => {
          const done = {
            onSuccess: () => {
              setConfirm(null);
              toast.success(t(`users.done.${action}`, { name }));
            },
            onError,
          };
          if (action === 'promote' || action === 'demote')
            setRole.mutate({ userId, role: action === 'promote' ? 'admin' : 'user' }, done);
          else if (action === 'deactivate' || action === 'reactivate')
            setStatus.mutate({ userId, status: action === 'deactivate' ? 'deactivated' : 'active' }, done);
          else if (action === 'lift') liftBan.mutate({ userId }, done);
          else reset.mutate({ userId }, done);
        };
        const isPending = setRole.isPending || setStatus.isPending || liftBan.isPending || reset.isPending;

        return (
          <div className="space-y-5">
            <div>
              <p className="flex flex-wrap items-center gap-2 text-xl font-bold">
                {name} <UserBadges user={user} />
              </p>
              <p className="break-all text-sm text-stone-600">{user.email}</p>
            </div>

            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <dt className="text-stone-600">{t('users.fields.signedUp')}</dt>
              <dd>{format.dateTime(user.createdAt)}</dd>
              <dt className="text-stone-600">{t('users.fields.verification')}</dt>
              <dd>{user.emailVerified ? t('users.verified') : t('users.unverified')}</dd>
              <dt className="text-stone-600">{t('users.fields.role')}</dt>
              <dd>{t(`users.roles.${user.role}`)}</dd>
              <dt className="text-stone-600">{t('users.fields.status')}</dt>
              <dd>{isDeleted ? t('users.badges.deletedByOwner') : t(`users.statuses.${user.status}`)}</dd>
              <dt className="text-stone-600">{t('users.fields.banUntil')}</dt>
              <dd>
                {banned
                  ? isPermanentBan(user.banUntil!)
                    ? t('users.banForever')
                    : format.dateTime(user.banUntil!)
                  : t('users.notBanned')}
              </dd>
              <dt className="text-stone-600">{t('users.fields.messageReports')}</dt>
              <dd data-testid="message-reports">{user.totalMessageReports}</dd>
              <dt className="text-stone-600">{t('users.fields.activity')}</dt>
              <dd>
                {t('users.activity', { posts: counts.posts, comments: counts.comments, messages: counts.messagesSent })}
              </dd>
              <dt className="text-stone-600">{t('users.fields.reportsAgainst')}</dt>
              <dd>{counts.reportsAgainst}</dd>
            </dl>

            {isDeleted ? <Alert tone="info">{t('users.deletedNote')}</Alert> : null}
            {isSelf ? <Alert tone="info">{t('users.selfNote')}</Alert> : null}

            {isDeleted ? null : (
              <>
                <Section title={t('users.ban.title')}>
                  {banned ? (
                    <div className="mb-3 flex flex-wrap items-center gap-3">
                      <p className="text-sm">
                        {isPermanentBan(user.banUntil!)
                          ? t('users.ban.activeForever')
                          : t('users.ban.active', { date: format.dateTime(user.banUntil!) })}
                      </p>
                      <Button variant="secondary" disabled={isPending} onClick={() => setConfirm('lift')}>
                        {t('users.ban.lift')}
                      </Button>
                    </div>
                  ) : null}
                  <BanForm user={user} />
                </Section>

                <Section title={t('users.reports.title')}>
                  <div className="flex flex-wrap items-center gap-3">
                    <p className="text-sm">{t('users.reports.count', { count: user.totalMessageReports })}</p>
                    <Button
                      variant="secondary"
                      disabled={isPending || user.totalMessageReports === 0}
                      onClick={() => setConfirm('reset')}
                    >
                      {t('users.reports.reset')}
                    </Button>
                  </div>
                </Section>

                <Section title={t('users.account.title')}>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      disabled={isPending || isSelf}
                      onClick={() => setConfirm(user.role === 'admin' ? 'demote' : 'promote')}
                    >
                      {user.role === 'admin' ? t('users.account.demote') : t('users.account.promote')}
                    </Button>
                    {state === 'deactivated' ? (
                      <Button
                        variant="secondary"
                        disabled={isPending || isSelf}
                        onClick={() => setConfirm('reactivate')}
                      >
                        {t('users.account.reactivate')}
                      </Button>
                    ) : (
                      <DangerButton
                        tone="outline"
                        disabled={isPending || isSelf}
                        onClick={() => setConfirm('deactivate')}
                      >
                        {t('users.account.deactivate')}
                      </DangerButton>
                    )}
                  </div>
                </Section>
              </>
            )}

            <Section title={t('users.recentPosts')}>
              {recentPosts.length === 0 ? (
                <p className="text-sm text-stone-600">{t('users.noPosts')}</p>
              ) : (
                <ul className="space-y-1 text-sm">
                  {recentPosts.map((p) => (
                    <li key={p.id} className="flex flex-wrap items-center gap-2">
                      <Link to={paths.post(String(p.id))} className="text-brand-700 underline-offset-4 hover:underline">
                        {p.title || t('common.untitled')}
                      </Link>
                      {p.deleted ? (
                        <Badge tone="danger">{t('content.states.deleted')}</Badge>
                      ) : p.hidden ? (
                        <Badge tone="warning">{t('content.states.hidden')}</Badge>
                      ) : null}
                      <span className="text-xs text-stone-600">{format.date(p.createdAt)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </Section>

            <Section title={t('users.reportsAgainst')}>
              {reportsAgainst.length === 0 ? (
                <p className="text-sm text-stone-600">{t('users.noReports')}</p>
              ) : (
                <ul className="space-y-1 text-sm">
                  {reportsAgainst.map((r) => {
                    const key = reasonKey(r.reason);
                    return (
                      <li key={r.id} className="flex flex-wrap items-center gap-2">
                        <Link
                          to={{
                            pathname: paths.admin.reports(),
                            search: `?state=all&report=${encodeURIComponent(r.id)}`,
                          }}
                          className="text-brand-700 underline-offset-4 hover:underline"
                        >
                          {t(`reports.kinds.${r.kind}`)} · {key ? t(`report:reasons.${key}`) : r.reason}
                        </Link>
                        <Badge tone={r.state === 'open' ? 'danger' : 'neutral'}>
                          {t(`reports.states.${r.state}`, { defaultValue: r.state })}
                        </Badge>
                        <span className="text-xs text-stone-600">{format.date(r.createdAt)}</span>
                      </li>
                    );
                  })}
                </ul>
              )}
            </Section>

            {confirm ? (
              <ConfirmDialog
                title={t(`users.confirm.${confirm}.title`, { name })}
                confirmLabel={t(`users.confirm.${confirm}.action`)}
                tone={confirm === 'reactivate' || confirm === 'promote' || confirm === 'lift' ? 'primary' : 'danger'}
                isPending={isPending}
                onConfirm={() => run(confirm)}
                onClose={() => setConfirm(null)}
              >
                {t(`users.confirm.${confirm}.body`, { name })}
              </ConfirmDialog>
            ) : null}
          </div>
        );
      }}
    </QueryState>
  );
}
