import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '#shared/limits';
import { SearchField } from '#app/components/ui/search-field.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { useAllTopics } from '#app/features/guide/api/get-topic.ts';
import { usePhrases } from '#app/features/phrases/api/get-phrases.ts';
import { matchesPhrase } from '#app/features/phrases/utils/search.ts';
import { usePlaces } from '#app/features/places/api/get-regions.ts';
import { textMatches } from '#app/lib/text.ts';
import { GUIDE_TOPICS, paths } from '#app/paths.ts';

const LIMIT = 5;

/** One search box over guide sections, places and phrases; nothing is loaded until someone types. */
export function GuideSearch() {
  const { t, i18n } = useTranslation('guide');
  const lng = (i18n.resolvedLanguage ?? 'ko') as Language;
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query.trim());
  const isActive = q.length >= 2;
  const topics = useAllTopics(GUIDE_TOPICS, isActive);
  const places = usePlaces(isActive);
  const phrases = usePhrases(isActive);
  const isLoading = isActive && (places.isPending || phrases.isPending || topics.some((r) => r.isPending));

  const sections = topics.flatMap((r, i) =>
    (r.data?.sections ?? [])
      .filter((s) => textMatches(q, [s.title[lng], ...s.body[lng]]))
      .map((s) => ({ topic: GUIDE_TOPICS[i]!, id: s.id, title: s.title[lng] })),
  );
  const placeHits = (places.data?.places ?? []).filter((p) => textMatches(q, [p.name[lng], p.nameKo, p.what[lng]]));
  const phraseHits = (phrases.data?.phrases ?? []).filter((p) => matchesPhrase(p, q));
  const total = sections.length + placeHits.length + phraseHits.length;

  const group = (title: string, items: { key: string; to: string; label: string; extra?: string }[], count: number) =>
    items.length > 0 ? (
      <section>
        <h3 className="text-sm font-semibold text-stone-500">
          {title} · {count}
        </h3>
        <ul className="mt-1 divide-y divide-stone-100">
          {items.map((item) => (
            <li key={item.key}>
              <Link to={item.to} className="flex min-h-11 flex-col justify-center py-1 hover:text-brand-700">
                <span>{item.label}</span>
                {item.extra ? (
                  <span lang="ko" className="text-xs text-stone-500">
                    {item.extra}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    ) : null;

  return (
    <div role="search" className="mb-6">
      <SearchField label={t('search.label')} placeholder={t('search.placeholder')} value={query} onChange={setQuery} />
      {isActive ? (
        <div aria-live="polite" className="mt-3 space-y-4 rounded-2xl border border-stone-200 bg-white p-4">
          {isLoading ? (
            <Spinner className="size-6" />
          ) : total === 0 ? (
            <p className="text-sm">{t('search.empty', { query: q })}</p>
          ) : (
            <>
              {group(
                t('search.sections'),
                sections.slice(0, LIMIT).map((s) => ({
                  key: `${s.topic}-${s.id}`,
                  to: `${paths.guideTopic(s.topic)}#${s.id}`,
                  label: `${t(`topics.${s.topic}.title`)} › ${s.title}`,
                })),
                sections.length,
              )}
              {group(
                t('search.places'),
                placeHits.slice(0, LIMIT).map((p) => ({
                  key: p.id,
                  to: `${paths.guideRegion(p.regionId)}#${p.id}`,
                  label: p.name[lng],
                  extra: p.nameKo,
                })),
                placeHits.length,
              )}
              {group(
                t('search.phrases'),
                phraseHits.slice(0, LIMIT).map((p) => ({
                  key: p.id,
                  to: `${paths.phrases()}?q=${encodeURIComponent(q)}`,
                  label: lng === 'es' ? p.es : p.en,
                  extra: p.ko,
                })),
                phraseHits.length,
              )}
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
