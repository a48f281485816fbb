import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { rootKeys } from '#app/lib/query-keys.ts';

export const getPhrases = () => api('GET /api/phrases');

export const getPhrasesQueryOptions = () =>
  queryOptions({ queryKey: rootKeys.phrases, queryFn: getPhrases, staleTime: 10 * 60_000 });

export const usePhrases = (enabled = true) => useQuery({ ...getPhrasesQueryOptions(), enabled });
