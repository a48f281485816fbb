import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { useAllTopics } from '#app/features/guide/api/get-topic.ts';
import { usePhrases } from '#app/features/phrases/api/get-phrases.ts';
import { matchesPhrase } from '#app/features/phrases/utils/search.ts';
import { usePlaces } from '#app/features/places/api/get-regions.ts';
import { textMatches } from '#app/lib/text.ts';
import { GUIDE_TOPICS, paths } from '#app/paths.ts';
import { useLanguage } from '#app/lib/i18n.ts';

const LIMIT = 5;

type Hit = { key: string; to: string; label: string; extra?: string };

function Group({ title, items, count }: { title: string; items: Hit[]; count: number }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h3 className="text-sm font-semibold text-stone-600">
        {title} · {count}
      </h3>
      <ul className="mt-1 divide-y divide-stone-100">
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.to} className="flex min-h-11 flex-col justify-center py-1 hover:text-brand-700">
              <span>{item.label}</span>
              {item.extra ? (
                <span lang="ko" className="text-xs text-stone-600">
                  {item.extra}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Guide sections, places and phrases that hold every word of `query` (at least two letters; the caller
 * decides), searched on the device over what the offline pack already keeps.
 */
export default function SiteSearchResults({ query }: { query: string }) {
  const { t } = useTranslation('guide');
  const lng = useLanguage();
  const q = query.trim();
  const topics = useAllTopics(GUIDE_TOPICS, true);
  const places = usePlaces(true);
  const phrases = usePhrases(true);
  const isLoading = places.isPending || phrases.isPending || topics.some((r) => r.isPending);

  const sections = topics.flatMap((r, i) =>
    (r.data?.sections ?? [])
      .filter((s) => textMatches(q, [s.title[lng], ...s.body[lng]]))
      .map((s) => ({ topic: GUIDE_TOPICS[i]!, id: s.id, title: s.title[lng] })),
  );
  const placeHits = (places.data?.places ?? []).filter((p) => textMatches(q, [p.name[lng], p.nameKo, p.what[lng]]));
  const phraseHits = (phrases.data?.phrases ?? []).filter((p) => matchesPhrase(p, q));
  const total = sections.length + placeHits.length + phraseHits.length;

  return (
    <div aria-live="polite" className="mt-3 space-y-4 rounded-2xl border border-stone-200 bg-white p-4">
      {isLoading ? (
        <Spinner className="size-6" />
      ) : total === 0 ? (
        <p className="text-sm">{t('search.empty', { query: q })}</p>
      ) : (
        <>
          <Group
            title={t('search.sections')}
            count={sections.length}
            items={sections.slice(0, LIMIT).map((s) => ({
              key: `${s.topic}-${s.id}`,
              to: `${paths.guideTopic(s.topic)}#${s.id}`,
              label: `${t(`topics.${s.topic}.title`)} › ${s.title}`,
            }))}
          />
          <Group
            title={t('search.places')}
            count={placeHits.length}
            items={placeHits.slice(0, LIMIT).map((p) => ({
              key: p.id,
              to: `${paths.guideRegion(p.regionId)}#${p.id}`,
              label: p.name[lng],
              extra: p.nameKo,
            }))}
          />
          <Group
            title={t('search.phrases')}
            count={phraseHits.length}
            items={phraseHits.slice(0, LIMIT).map((p) => ({
              key: p.id,
              to: `${paths.phrases()}?q=${encodeURIComponent(q)}`,
              label: lng === 'es' ? p.es : p.en,
              extra: p.ko,
            }))}
          />
        </>
      )}
    </div>
  );
}
