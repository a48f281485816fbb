import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { POST_SORTS, type PostSort } from '#shared/contracts/community';
import { SEARCH_MAX } from '#shared/limits';
import { Button } from '#app/components/ui/button.tsx';
import { useBoardPosts } from '#app/features/community/api/get-board-posts.ts';
import { LoadFailed } from './load-failed.tsx';
import { Loading } from './loading.tsx';
import { PostCardList } from './post-card.tsx';

const asSort = (value: string | null): PostSort =>
  (POST_SORTS as readonly string[]).includes(value ?? '') ? (value as PostSort) : 'newest';

/** A board's posts: sort and search kept in the address (so they survive a reload and can be shared), 'load more' below. */
export function BoardFeed({ slug }: { slug: string }) {
  const { t } = useTranslation('community');
  const [params, setParams] = useSearchParams();
  const sort = asSort(params.get('sort'));
  const q = (params.get('q') ?? '').trim();
  const [query, setQuery] = useState(q);
  const posts = useBoardPosts(slug, { sort, q });
  const searchId = useId();

  const update = (next: { sort?: PostSort; q?: string }) => {
    const merged = { sort, q, ...next };
    const search = new URLSearchParams();
    if (merged.sort !== 'newest') search.set('sort', merged.sort);
    if (merged.q) search.set('q', merged.q);
    setParams(search, { replace: true });
  };
  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: query.trim() });
  };
  const clearSearch = () => {
    setQuery('');
    update({ q: '' });
  };

  const list = posts.data?.pages.flatMap((page) => page.posts) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <form role="search" onSubmit={handleSearch} className="flex gap-2">
        <label htmlFor={searchId} className="sr-only">
          {t('board.searchLabel')}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          maxLength={SEARCH_MAX}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('board.searchPlaceholder')}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-stone-300 bg-white px-3 text-base"
        />
        <Button type="submit" variant="secondary">
          {t('board.searchSubmit')}
        </Button>
      </form>

      <div role="group" aria-label={t('board.sortLabel')} className="flex gap-1 rounded-xl bg-stone-100 p-1">
        {POST_SORTS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={sort === value}
            onClick={() => update({ sort: value })}
            className="min-h-10 flex-1 rounded-lg px-2 text-sm leading-tight font-medium text-stone-700 aria-pressed:bg-white aria-pressed:text-brand-800 aria-pressed:shadow-sm"
          >
            {t(`board.sort.${value}`)}
          </button>
        ))}
      </div>

      {q ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600" role="status">
          {t('board.results', { q })}
          <button
            type="button"
            onClick={clearSearch}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {t('board.clearSearch')}
          </button>
        </p>
      ) : null}

      {posts.isPending ? <Loading label={t('board.loading')} /> : null}
      {posts.isError && !posts.data ? (
        <LoadFailed message={t('board.loadError')} onRetry={() => void posts.refetch()} />
      ) : null}
      {posts.data ? <PostCardList posts={list} empty={q ? t('board.noResults', { q }) : t('board.empty')} /> : null}
      {posts.isFetchNextPageError ? (
        <LoadFailed message={t('board.loadError')} onRetry={() => void posts.fetchNextPage()} />
      ) : null}
      {posts.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          disabled={posts.isFetchingNextPage}
          onClick={() => void posts.fetchNextPage()}
        >
          {posts.isFetchingNextPage ? t('board.loading') : t('board.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
