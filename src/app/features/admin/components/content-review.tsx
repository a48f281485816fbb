import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '#app/lib/dates.ts';
import { useContentReview } from '#app/features/admin/api/get-content-review.ts';
import { QueryState } from './list-parts.tsx';
import { ICON_CHECK_CIRCLE } from '#app/components/ui/icon.tsx';

/** Changeable content whose facts are due for another check: overdue first, then what falls due within 30 days. */
export function ContentReview() {
  const { t, i18n } = useTranslation('admin');
  const review = useContentReview();
  const day = (iso: string) => formatCalendarDate(iso, i18n.resolvedLanguage);
  return (
    <QueryState
      query={review}
      isEmpty={(data) => data.items.length === 0}
      emptyIconPath={ICON_CHECK_CIRCLE}
      emptyTitle={t('review.empty')}
    >
      {(data) => (
        <>
          <p className="mb-2 text-sm text-stone-600">{t('review.lead', { count: data.tracked })}</p>
          <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white">
            {data.items.map((item) => (
              <li
                key={`${item.kind}-${item.id}`}
                className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3"
              >
                <span>
                  <span className="mr-2 rounded bg-stone-100 px-1.5 text-xs font-semibold uppercase text-stone-600">
                    {t(`review.kinds.${item.kind}`)}
                  </span>
                  {item.title}
                </span>
                <span className={`text-sm ${item.overdue ? 'font-semibold text-red-700' : 'text-stone-600'}`}>
                  {t(item.overdue ? 'review.overdue' : 'review.dueOn', { date: day(item.dueOn) })} ·{' '}
                  {t('review.reviewed', { date: day(item.reviewed) })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </QueryState>
  );
}
