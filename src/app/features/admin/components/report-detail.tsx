import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type AdminReport,
  BAN_DURATIONS,
  type BanDuration,
  type ReportAction,
  type ReportKind,
} from '#shared/contracts/admin';
import { REPORT_REASON_KEYS } from '#shared/contracts/reports';
import { isBanActive, isDeactivated, isPermanentBan } from '#shared/account-rules';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { messageFromApiError } from '#app/lib/form-errors.ts';
import { toast } from '#app/lib/toast.tsx';
import { paths } from '#app/paths.ts';
import { useReport } from '#app/features/admin/api/get-report.ts';
import { useResolveReport } from '#app/features/admin/api/resolve-report.ts';
import { useFormat } from '#app/features/admin/hooks/use-format.ts';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { Badge, DangerButton, QueryState } from './list-parts.tsx';
import { ReportedPhotos } from './reported-photos.tsx';
import { ReportContext } from './report-context.tsx';

/** What each kind of report can be resolved by; the server refuses the rest. */
const ACTIONS_BY_KIND: Record<ReportKind, ReportAction[]> = {
  message: ['dismiss', 'delete', 'ban', 'deactivate'],
  post: ['dismiss', 'delete', 'hide', 'ban', 'deactivate'],
  comment: ['dismiss', 'delete', 'hide', 'ban', 'deactivate'],
  user: ['dismiss', 'ban', 'deactivate'],
};

export function ReportReason({ report }: { report: Pick<AdminReport, 'reason' | 'detail'> }) {
  const { t } = useTranslation('report');
  return (
    <span>
      <span className="font-semibold">{t(`reasons.${REPORT_REASON_KEYS[report.reason]}`)}</span>
      {report.detail ? (
        <span className="block whitespace-pre-line italic text-stone-700">“{report.detail}”</span>
      ) : null}
    </span>
  );
}

export function ReportStateBadge({ report }: { report: Pick<AdminReport, 'state'> }) {
  const { t } = useTranslation('admin');
  return (
    <Badge tone={report.state === 'open' ? 'danger' : report.state === 'resolved' ? 'success' : 'neutral'}>
      {t(`reports.states.${report.state}`)}
    </Badge>
  );
}

/** "Resolved by mina on 3 Mar 2026, 14:05: content deleted." */
export function Resolution({ report }: { report: AdminReport }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  if (report.state === 'open' || !report.resolvedAt) return null;
  return (
    <p className="text-xs text-stone-600">
      {t('reports.resolvedBy', {
        name: report.resolvedBy?.nickname ?? t('common.unknownUser'),
        date: format.dateTime(report.resolvedAt),
        action: t(`reports.resolutions.${report.resolution ?? 'dismiss'}`),
      })}
    </p>
  );
}

/** One report: what was reported in its context, by whom and why, and the actions that close it. */
export function ReportDetail({ reportId }: { reportId: string }) {
  const { t } = useTranslation(['admin', 'errors']);
  const format = useFormat();
  const detail = useReport(reportId);
  const resolve = useResolveReport();
  const [confirm, setConfirm] = useState<ReportAction | null>(null);
  const [banDuration, setBanDuration] = useState<BanDuration>('7d');
  const durationId = useId();

  const run = (report: AdminReport, action: ReportAction) =>
    resolve.mutate(
      { reportId, input: action === 'ban' ? { action, banDuration } : { action } },
      {
        onSuccess: () => {
          setConfirm(null);
          toast.success(t(`reports.done.${action}`, { name: report.reported.nickname ?? t('common.unknownUser') }));
        },
        onError: (error) => {
          setConfirm(null);
          toast.error(messageFromApiError(error, t).message);
          void detail.refetch();
        },
      },
    );

  return (
    <QueryState query={detail}>
      {(data) => {
        const { report } = data;
        const reported = report.reported;
        const name = reported.nickname ?? t('common.unknownUser');
        const actions = ACTIONS_BY_KIND[report.kind];
        return (
          <div className="space-y-5">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="dark">{t(`reports.kinds.${report.kind}`)}</Badge>
              <ReportStateBadge report={report} />
              <time dateTime={report.createdAt} className="text-sm text-stone-600">
                {format.dateTime(report.createdAt)}
              </time>
            </div>

            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-stone-600">{t('reports.reason')}</dt>
              <dd>
                <ReportReason report={report} />
              </dd>
              <dt className="text-stone-600">{t('reports.reporter')}</dt>
              <dd>{report.reporter.nickname ?? t('common.unknownUser')}</dd>
              <dt className="text-stone-600">{t('reports.reported')}</dt>
              <dd className="space-y-1">
                <Link
                  to={{ pathname: paths.admin.users(), search: `?user=${encodeURIComponent(reported.id)}` }}
                  className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  {name}
                </Link>
                <span className="flex flex-wrap gap-1">
                  {isDeactivated(reported.status) ? <Badge tone="danger">{t('users.badges.deactivated')}</Badge> : null}
                  {isBanActive(reported.banUntil) ? (
                    <Badge tone="warning">
                      {isPermanentBan(reported.banUntil!)
                        ? t('users.banForever')
                        : t('reports.bannedUntil', { date: format.dateTime(reported.banUntil!) })}
                    </Badge>
                  ) : null}
                </span>
                <span className="block text-xs text-stone-600">
                  {t('users.reports.count', { count: reported.totalMessageReports })}
                </span>
              </dd>
              <dt className="text-stone-600">{t('reports.targetCount')}</dt>
              <dd>{t('reports.targetCountValue', { count: report.targetReportCount })}</dd>
            </dl>

            <section aria-labelledby={`${durationId}-context`}>
              <h3 id={`${durationId}-context`} className="mb-2 font-semibold">
                {t('reports.context')}
              </h3>
              <ReportContext detail={data} />
              {data.report.kind === 'user' ? null : (
                <ReportedPhotos targetType={data.report.kind} targetId={data.report.targetId} />
              )}
            </section>

            {report.state === 'open' ? (
              <section aria-labelledby={`${durationId}-actions`} className="space-y-3 border-t border-stone-200 pt-4">
                <h3 id={`${durationId}-actions`} className="font-semibold">
                  {t('reports.actionsTitle')}
                </h3>
                <div className="flex flex-wrap gap-2">
                  {actions
                    .filter((a) => a !== 'ban')
                    .map((action) =>
                      action === 'dismiss' ? (
                        <Button
                          key={action}
                          variant="secondary"
                          disabled={resolve.isPending}
                          onClick={() => run(report, action)}
                        >
                          {t('reports.actions.dismiss')}
                        </Button>
                      ) : (
                        <DangerButton
                          key={action}
                          tone={action === 'hide' ? 'outline' : 'solid'}
                          disabled={resolve.isPending}
                          onClick={() => setConfirm(action)}
                        >
                          {t(`reports.actions.${action}`)}
                        </DangerButton>
                      ),
                    )}
                </div>
                <div className="flex flex-wrap items-end gap-2">
                  <div className="space-y-1">
                    <label htmlFor={durationId} className="block text-sm font-medium">
                      {t('reports.banDuration')}
                    </label>
                    <select
                      id={durationId}
                      value={banDuration}
                      onChange={(e) => setBanDuration(e.target.value as BanDuration)}
                      className="block min-h-11 rounded-xl border border-stone-300 bg-white px-3 text-base"
                    >
                      {BAN_DURATIONS.map((d) => (
                        <option key={d} value={d}>
                          {t(`users.ban.durations.${d}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <DangerButton tone="solid" disabled={resolve.isPending} onClick={() => setConfirm('ban')}>
                    {t('reports.actions.ban')}
                  </DangerButton>
                </div>
              </section>
            ) : (
              <Alert tone="info">
                <Resolution report={report} />
              </Alert>
            )}

            {confirm ? (
              <ConfirmDialog
                title={t(`reports.confirm.${confirm}`, { name, duration: t(`users.ban.durations.${banDuration}`) })}
                confirmLabel={t(`reports.actions.${confirm}`)}
                isPending={resolve.isPending}
                onConfirm={() => run(report, confirm)}
                onClose={() => setConfirm(null)}
              >
                {t('reports.confirmBody')}
              </ConfirmDialog>
            ) : null}
          </div>
        );
      }}
    </QueryState>
  );
}
