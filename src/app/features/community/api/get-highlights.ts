import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { communityKeys } from './keys.ts';

export const getHighlights = () => api('GET /api/community/highlights');

export const getHighlightsQueryOptions = () =>
  queryOptions({ queryKey: communityKeys.highlights(), queryFn: getHighlights });

export const useHighlights = () => useQuery(getHighlightsQueryOptions());
