import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import { carriedAnswer } from '#app/lib/page-data.ts';
import { useHydrated } from './use-hydrated.ts';

/** What a part of the page shows of a query: its data, or that it is loading (no data, not failed), or failed. */
export type Shown<T> = { data: T; failed: false } | { data: undefined; failed: boolean };

/**
 * A query as the page shows it. Until the app has taken the page over, what the page was rendered with: the
 * server's answer it carries (lib/page-data.ts), or loading; so hydration matches the markup even when the app
 * has fetched a newer answer meanwhile. Then the query itself.
 */
export function usePageAnswer<TAnswer, TData>(
  options: { queryKey: QueryKey; select?: (answer: TAnswer) => TData },
  query: UseQueryResult<TData>,
): Shown<TData> {
  const hydrated = useHydrated();
  if (!hydrated) {
    const answer = carriedAnswer(options.queryKey) as TAnswer | undefined;
    if (answer === undefined) return { data: undefined, failed: false };
    return { data: options.select ? options.select(answer) : (answer as unknown as TData), failed: false };
  }
  if (query.isError) return { data: undefined, failed: true };
  return query.isPending ? { data: undefined, failed: false } : { data: query.data, failed: false };
}
