import { useTranslation } from 'react-i18next';
import { isBanActive, isDeactivated } from '#shared/account-rules';
import { REPORT_KINDS, REPORT_STATES } from '#shared/contracts/admin';
import { Button } from '#app/components/ui/button.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { useReports } from '#app/features/admin/api/get-reports.ts';
import { AdminDialog } from '#app/features/admin/components/admin-dialog.tsx';
import { DataTable } from '#app/features/admin/components/data-table.tsx';
import { SelectField } from '#app/features/admin/components/fields.tsx';
import { Badge, Filters, Pager, QueryState } from '#app/features/admin/components/list-parts.tsx';
import {
  ReportDetail,
  ReportReason,
  ReportStateBadge,
  Resolution,
} from '#app/features/admin/components/report-detail.tsx';
import { useFormat } from '#app/features/admin/hooks/use-format.ts';
import { useUrlState } from '#app/features/admin/hooks/use-url-state.ts';
import { ICON_CHECK_CIRCLE } from '#app/components/ui/icon.tsx';

const PAGE_SIZE = 20;

export default function AdminReportsPage() {
  const { t } = useTranslation(['admin', 'report']);
  const format = useFormat();
  const url = useUrlState();
  const kind = REPORT_KINDS.find((k) => k === url.get('kind'));
  const state = [...REPORT_STATES, 'all' as const].find((s) => s === url.get('state')) ?? 'open';
  const reports = useReports({ kind, state, page: url.page, pageSize: PAGE_SIZE });
  const openReportId = url.get('report');

  return (
    <Page title={t('nav.reports')} width="max-w-6xl">
      <Filters label={t('reports.filters')}>
        <SelectField
          label={t('reports.kind')}
          value={kind ?? ''}
          onChange={(e) => url.set({ kind: e.target.value, page: undefined })}
          options={[
            { value: '', label: t('common.all') },
            ...REPORT_KINDS.map((k) => ({ value: k, label: t(`reports.kinds.${k}`) })),
          ]}
        />
        <SelectField
          label={t('reports.state')}
          value={state}
          onChange={(e) => url.set({ state: e.target.value === 'open' ? undefined : e.target.value, page: undefined })}
          options={[...REPORT_STATES, 'all' as const].map((s) => ({ value: s, label: t(`reports.states.${s}`) }))}
        />
      </Filters>

      <QueryState
        query={reports}
        isEmpty={(d) => d.reports.length === 0}
        emptyIconPath={ICON_CHECK_CIRCLE}
        emptyTitle={state === 'open' ? t('reports.emptyOpen') : t('reports.empty')}
      >
        {(data) => (
          <>
            <p className="mb-2 text-sm text-stone-600" aria-live="polite">
              {t('reports.count', { count: data.total })}
            </p>
            <DataTable
              label={t('reports.title')}
              rows={data.reports}
              rowKey={(r) => r.id}
              columns={[
                {
                  key: 'report',
                  header: t('reports.report'),
                  bare: true,
                  cell: (r) => (
                    <div className="space-y-1">
                      <p className="flex flex-wrap items-center gap-1">
                        <Badge tone="dark">{t(`reports.kinds.${r.kind}`)}</Badge>
                        <ReportStateBadge report={r} />
                        {r.targetReportCount > 1 ? (
                          <Badge tone="danger">{t('reports.targetCountValue', { count: r.targetReportCount })}</Badge>
                        ) : null}
                      </p>
                      <ReportReason report={r} />
                      {r.preview ? (
                        <blockquote className="line-clamp-2 border-l-4 border-stone-300 bg-stone-50 px-2 py-1 text-stone-800">
                          {r.preview}
                        </blockquote>
                      ) : null}
                      <Resolution report={r} />
                    </div>
                  ),
                },
                {
                  key: 'reporter',
                  header: t('reports.reporter'),
                  cell: (r) => r.reporter.nickname ?? t('common.unknownUser'),
                },
                {
                  key: 'reported',
                  header: t('reports.reported'),
                  cell: (r) => (
                    <div>
                      <p>{r.reported.nickname ?? t('common.unknownUser')}</p>
                      <p className="text-xs text-stone-600">
                        {t('users.reports.count', { count: r.reported.totalMessageReports })}
                      </p>
                      {isDeactivated(r.reported.status) ? (
                        <Badge tone="danger">{t('users.badges.deactivated')}</Badge>
                      ) : isBanActive(r.reported.banUntil) ? (
                        <Badge tone="warning">{t('users.badges.banned')}</Badge>
                      ) : null}
                    </div>
                  ),
                },
                {
                  key: 'date',
                  header: t('reports.date'),
                  cell: (r) => (
                    <time dateTime={r.createdAt} className="whitespace-nowrap">
                      {format.dateTime(r.createdAt)}
                    </time>
                  ),
                },
                {
                  key: 'actions',
                  header: t('common.actions'),
                  bare: true,
                  cell: (r) => (
                    <Button
                      variant={r.state === 'open' ? 'primary' : 'secondary'}
                      aria-label={t('reports.reviewNamed', {
                        name: r.reported.nickname ?? t('common.unknownUser'),
                        kind: t(`reports.kinds.${r.kind}`),
                      })}
                      onClick={() => url.set({ report: r.id }, { push: true })}
                    >
                      {r.state === 'open' ? t('reports.review') : t('reports.view')}
                    </Button>
                  ),
                },
              ]}
            />
            <Pager page={url.page} pageSize={PAGE_SIZE} total={data.total} onPage={(page) => url.set({ page })} />
          </>
        )}
      </QueryState>

      {openReportId ? (
        <AdminDialog variant="panel" title={t('reports.detailTitle')} onClose={() => url.set({ report: undefined })}>
          <ReportDetail reportId={openReportId} />
        </AdminDialog>
      ) : null}
    </Page>
  );
}
