import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import type { Dashboard } from '#shared/contracts/admin';
import { Page } from '#app/components/ui/page.tsx';
import { useDashboard } from '#app/features/admin/api/get-dashboard.ts';
import { ActivityChart } from '#app/features/admin/components/activity-chart.tsx';
import { AuditLog } from '#app/features/admin/components/audit-log.tsx';
import { ContentReview } from '#app/features/admin/components/content-review.tsx';
import { QueryState } from '#app/features/admin/components/list-parts.tsx';
import { useFormat } from '#app/features/admin/hooks/use-format.ts';
import { paths } from '#app/paths.ts';

type Total = keyof Dashboard['totals'];

/** Each total opens the page where it is dealt with. */
const TOTALS: { key: Total; to: To; tone?: string }[] = [
  { key: 'users', to: paths.admin.users() },
  { key: 'verifiedUsers', to: paths.admin.users() },
  { key: 'newUsers7d', to: paths.admin.users() },
  { key: 'openReports', to: paths.admin.reports(), tone: 'text-red-700' },
  { key: 'posts', to: { pathname: paths.admin.community(), search: '?tab=posts' } },
  { key: 'comments', to: { pathname: paths.admin.community(), search: '?tab=comments' } },
  { key: 'messages', to: { pathname: paths.admin.reports(), search: '?kind=message' } },
  { key: 'conversations', to: { pathname: paths.admin.reports(), search: '?kind=message' } },
];

export default function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const dashboard = useDashboard();

  return (
    <Page title={t('nav.dashboard')} width="max-w-6xl">
      <QueryState query={dashboard}>
        {(data) => (
          <div className="space-y-8">
            <section aria-labelledby="totals-heading">
              <h2 id="totals-heading" className="sr-only">
                {t('dashboard.totalsTitle')}
              </h2>
              <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
                {TOTALS.map(({ key, to, tone }) => (
                  <li key={key}>
                    <Link
                      to={to}
                      className="block h-full rounded-2xl border border-stone-200 bg-white p-4 hover:border-brand-500"
                    >
                      <span className="block text-sm text-stone-600">{t(`dashboard.totals.${key}`)}</span>
                      <span
                        className={`mt-1 block text-2xl font-bold tabular-nums sm:text-3xl ${data.totals[key] > 0 ? (tone ?? '') : ''}`}
                        data-testid={`total-${key}`}
                      >
                        {format.number(data.totals[key])}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="chart-heading">
              <h2 id="chart-heading" className="mb-3 text-lg font-bold">
                {t('dashboard.chart.title')}
              </h2>
              <ActivityChart days={data.daily} />
            </section>
          </div>
        )}
      </QueryState>
      <section aria-labelledby="review-heading" className="mt-8">
        <h2 id="review-heading" className="mb-3 text-lg font-bold">
          {t('review.title')}
        </h2>
        <ContentReview />
      </section>
      <section aria-labelledby="audit-heading" className="mt-8">
        <h2 id="audit-heading" className="mb-3 text-lg font-bold">
          {t('audit.title')}
        </h2>
        <AuditLog />
      </section>
    </Page>
  );
}
