import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '#shared/contracts/admin';

type Day = Dashboard['daily'][number];
type Series = 'signups' | 'posts' | 'messages';

const SERIES: { key: Series; bar: string }[] = [
  { key: 'signups', bar: 'fill-brand-600' },
  { key: 'posts', bar: 'fill-sky-600' },
  { key: 'messages', bar: 'fill-emerald-600' },
];
const WIDTH = 300;
const HEIGHT = 80;

// Days are UTC dates ("2026-03-04"); show them as such, whatever the admin's time zone.
const dayFormat = (lng: string | undefined) =>
  new Intl.DateTimeFormat(lng, { month: 'short', day: 'numeric', timeZone: 'UTC' });

function Bars({
  days,
  series,
  bar,
  formatDay,
}: {
  days: Day[];
  series: Series;
  bar: string;
  formatDay: (day: string) => string;
}) {
  const { t } = useTranslation('admin');
  const captionId = useId();
  const descId = useId();
  const values = days.map((d) => d[series]);
  const max = Math.max(1, ...values);
  const total = values.reduce((sum, n) => sum + n, 0);
  const peak = days[values.indexOf(Math.max(...values))];
  const slot = WIDTH / days.length;
  return (
    <figure className="rounded-2xl border border-stone-200 bg-white p-4">
      <figcaption id={captionId} className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold">{t(`dashboard.chart.${series}`)}</span>
        <span className="text-stone-600">{t('dashboard.chart.total', { count: total })}</span>
      </figcaption>
      <svg
        role="img"
        aria-labelledby={`${captionId} ${descId}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-3 h-24 w-full"
      >
        <desc id={descId}>
          {peak && total > 0
            ? t('dashboard.chart.peak', { value: peak[series], day: formatDay(peak.day) })
            : t('dashboard.chart.none')}
        </desc>
        {days.map((d, i) => {
          const h = (d[series] / max) * (HEIGHT - 2);
          return (
            <rect key={d.day} x={i * slot + 1} y={HEIGHT - h} width={slot - 2} height={h} className={bar}>
              <title>{`${formatDay(d.day)}: ${d[series]}`}</title>
            </rect>
          );
        })}
        <line x1="0" x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-stone-300" strokeWidth="1" />
      </svg>
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-stone-600">
        <span>{days[0] ? formatDay(days[0].day) : ''}</span>
        <span>{days.at(-1) ? formatDay(days.at(-1)!.day) : ''}</span>
      </div>
    </figure>
  );
}

/** Sign-ups, posts and messages per day over 30 days: three bar charts, and the same numbers as a table. */
export function ActivityChart({ days }: { days: Day[] }) {
  const { t, i18n } = useTranslation('admin');
  const format = dayFormat(i18n.resolvedLanguage);
  const formatDay = (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  return (
    <div>
      <div className="grid gap-3 lg:grid-cols-3">
        {SERIES.map((s) => (
          <Bars key={s.key} days={days} series={s.key} bar={s.bar} formatDay={formatDay} />
        ))}
      </div>
      <details className="mt-3 rounded-2xl border border-stone-200 bg-white">
        <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-semibold">
          {t('dashboard.chart.asTable')}
        </summary>
        <div className="max-h-96 overflow-auto px-4 pb-4">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('dashboard.chart.title')}</caption>
            <thead>
              <tr className="text-left text-stone-600">
                <th scope="col" className="py-1 pr-3 font-semibold">
                  {t('dashboard.chart.day')}
                </th>
                {SERIES.map((s) => (
                  <th key={s.key} scope="col" className="py-1 pr-3 text-right font-semibold">
                    {t(`dashboard.chart.${s.key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((d) => (
                <tr key={d.day} className="border-t border-stone-100">
                  <th scope="row" className="py-1 pr-3 text-left font-normal">
                    {formatDay(d.day)}
                  </th>
                  {SERIES.map((s) => (
                    <td key={s.key} className="py-1 pr-3 text-right tabular-nums">
                      {d[s.key]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
