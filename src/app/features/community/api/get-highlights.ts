import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityEndpoints } from '#shared/contracts/community.endpoints';
import { api } from '#app/lib/api-client.ts';
import { communityKeys } from './keys.ts';

export const getHighlights = () => api(communityEndpoints.highlights);

export const getHighlightsQueryOptions = () =>
  queryOptions({ queryKey: communityKeys.highlights(), queryFn: getHighlights });

export const useHighlights = () => useQuery(getHighlightsQueryOptions());
