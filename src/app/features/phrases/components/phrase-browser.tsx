import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHRASE_CATEGORIES } from '#shared/phrase-categories';
import type { Phrase } from '#shared/contracts/guide';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { SearchField } from '#app/components/ui/search-field.tsx';
import { ESSENTIAL_PHRASE_IDS } from '#app/features/phrases/essentials.ts';
import { FAVORITES_STORAGE_KEY, useFavorites } from '#app/features/phrases/hooks/use-favorites.ts';
import { matchesPhrase } from '#app/features/phrases/utils/search.ts';
import { LoadMore } from './load-more.tsx';
import { PhraseItem } from './phrase-item.tsx';
import { Icon, ICON_SEARCH, ICON_STAR } from '#app/components/ui/icon.tsx';

// Opened by a tap: not part of the page's first load.
const ShowCardDialog = lazy(() => import('./show-card-dialog.tsx').then((m) => ({ default: m.ShowCardDialog })));

type Filter = 'essentials' | 'all' | 'favorites' | (typeof PHRASE_CATEGORIES)[number];
const FILTERS: Filter[] = ['essentials', 'all', 'favorites', ...PHRASE_CATEGORIES];
const essentialRank = new Map<string, number>(ESSENTIAL_PHRASE_IDS.map((id, i) => [id, i]));

// Rendered a page at a time as the reader scrolls: a thousand phrases at once would be tens of thousands of nodes.
const PAGE_SIZE = 40;

const chip = (isActive: boolean) =>
  `min-h-11 shrink-0 rounded-full border px-4 text-sm font-medium ${isActive ? 'border-brand-600 bg-brand-600 text-white' : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100'}`;

export function PhraseBrowser({
  phrases,
  isSignedIn,
  initialQuery = '',
}: {
  phrases: Phrase[];
  isSignedIn: boolean;
  initialQuery?: string;
}) {
  const { t, i18n } = useTranslation('phrases');
  // The first day's phrases first; a link that searches (?q=) opens on every phrase.
  const [filter, setFilter] = useState<Filter>(initialQuery ? 'all' : 'essentials');
  const [query, setQuery] = useState(initialQuery);
  const [shown, setShown] = useState<Phrase | null>(null);
  const deferredQuery = useDeferredValue(query);
  const favorites = useFavorites(isSignedIn);
  const lng = i18n.resolvedLanguage;
  // A Korean reader still wants to know what the phrase means to the traveller: show English.
  const meaningOf = (p: Phrase) => (lng === 'es' ? p.es : lng === 'en' ? p.en : `${p.en} · ${p.es}`);

  // Typing searches every phrase, whatever the essentials hold.
  const scope = filter === 'essentials' && deferredQuery.trim() ? 'all' : filter;
  const visible = useMemo(() => {
    const inScope = (p: Phrase) =>
      scope === 'all' ||
      (scope === 'essentials'
        ? essentialRank.has(p.id)
        : scope === 'favorites'
          ? favorites.ids.has(p.id)
          : p.category === scope);
    const found = phrases.filter((p) => inScope(p) && matchesPhrase(p, deferredQuery));
    return scope === 'essentials' ? found.sort((a, b) => essentialRank.get(a.id)! - essentialRank.get(b.id)!) : found;
  }, [phrases, scope, deferredQuery, favorites.ids]);

  const listKey = `${scope}|${deferredQuery}`;
  const [rendered, setRendered] = useState({ listKey, count: PAGE_SIZE });
  const renderedCount = rendered.listKey === listKey ? rendered.count : PAGE_SIZE;

  return (
    <div data-app-now={FAVORITES_STORAGE_KEY}>
      <SearchField label={t('search.label')} placeholder={t('search.placeholder')} value={query} onChange={setQuery} />
      <div role="group" aria-label={t('categories.label')} className="-mx-4 mt-3 flex gap-2 overflow-x-auto px-4 pb-2">
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className={chip(filter === f)}
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
          >
            {f === 'favorites' ? (
              <>
                <Icon path={ICON_STAR} isFilled className="mr-1 inline-block size-4 align-[-0.15em]" />
                {t('categories.favorites')}
              </>
            ) : (
              t(`categories.${f}`)
            )}
          </button>
        ))}
      </div>
      <p aria-live="polite" className="mt-2 text-sm text-stone-500">
        {t('count', { count: visible.length })}
      </p>
      {visible.length === 0 ? (
        <div className="mt-3">
          <EmptyState
            iconPath={filter === 'favorites' ? ICON_STAR : ICON_SEARCH}
            title={filter === 'favorites' && !query ? t('empty.favorites') : t('empty.noResults')}
          />
        </div>
      ) : (
        <ul className="mt-2 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white px-1">
          {visible.slice(0, renderedCount).map((p) => (
            <PhraseItem
              key={p.id}
              phrase={p}
              meaning={meaningOf(p)}
              isFavorite={favorites.ids.has(p.id)}
              onShow={() => setShown(p)}
              onToggleFavorite={() => favorites.toggle(p.id)}
            />
          ))}
        </ul>
      )}
      {visible.length > renderedCount ? (
        <LoadMore label={t('showMore')} onMore={() => setRendered({ listKey, count: renderedCount + PAGE_SIZE })} />
      ) : null}
      {shown ? (
        <Suspense fallback={null}>
          <ShowCardDialog phrase={shown} meaning={meaningOf(shown)} onClose={() => setShown(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
