import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from '#shared/contracts/content';
import type { Language } from '#shared/limits';
import { GuideIcon } from '#app/components/ui/guide-icon.tsx';
import { formatCalendarDate } from '#app/lib/dates.ts';
import type { GuideTopicFile } from '#app/features/guide/api/get-topic.ts';
import { Checklist } from '#app/features/guide/components/checklist.tsx';
import { FareTable } from '#app/features/guide/components/fare-table.tsx';
import { KeyFacts } from '#app/features/guide/components/key-facts.tsx';
import { SectionBody } from '#app/features/guide/components/section-body.tsx';
import { routeGeometry } from '#app/features/guide/route-map.ts';
import { useLanguage } from '#app/lib/i18n.ts';

// The map outline is its own chunk: only articles with itineraries load it.
const RouteMap = lazy(() => import('#app/features/guide/components/route-map.tsx'));

/** The itinerary's map; its box has the map's shape from the start, so nothing moves when the drawing arrives. */
function RouteFigure({ route, lng }: { route: Route; lng: Language }) {
  const geometry = routeGeometry(route, lng);
  return (
    <figure
      className="mt-3 max-h-96 overflow-hidden rounded-2xl border border-sky-200 bg-sky-50"
      style={{ aspectRatio: `${geometry.viewBox.width} / ${geometry.viewBox.height}` }}
    >
      <Suspense fallback={null}>
        <RouteMap geometry={geometry} label={route.label[lng]} />
      </Suspense>
    </figure>
  );
}

/** A guide article: intro, in-page table of contents, then its sections. */
export function TopicArticle({ article }: { article: GuideTopicFile }) {
  const { t } = useTranslation('guide');
  const lng = useLanguage();
  const reviewed = formatCalendarDate(article.reviewed, lng);
  return (
    <article>
      <p className="leading-relaxed">{article.intro[lng]}</p>
      <KeyFacts facts={article.keyFacts[lng]} />
      <p className="mt-2 text-xs text-stone-500">
        {t('article.reviewed', { date: reviewed })} · {t('article.approx')}
      </p>
      <nav aria-labelledby="toc-heading" className="mt-5 rounded-2xl border border-stone-200 bg-white p-4">
        <h2 id="toc-heading" className="font-semibold">
          {t('article.toc')}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6 text-sm">
          {article.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 underline-offset-4 hover:underline">
                {section.title[lng]}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-8 space-y-8">
        {article.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-20">
            <h2 id={`${section.id}-heading`} className="flex items-center gap-2 text-xl font-bold">
              <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <GuideIcon name={section.icon} />
              </span>
              {section.title[lng]}
            </h2>
            {section.route ? <RouteFigure route={section.route} lng={lng} /> : null}
            {section.checklist ? (
              <Checklist topic={article.topic} section={section.id} steps={section.body[lng]} />
            ) : (
              <SectionBody paragraphs={section.body[lng]} />
            )}
            {section.table ? <FareTable table={section.table} lng={lng} /> : null}
          </section>
        ))}
      </div>
    </article>
  );
}
