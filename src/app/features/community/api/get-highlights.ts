import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HighlightsResponse } from '#shared/contracts/community';
import { api } from '../../../lib/api-client.ts';
import { communityKeys } from './keys.ts';

export const getHighlights = () => api.get<HighlightsResponse>('/api/community/highlights');

export const getHighlightsQueryOptions = () => queryOptions({ queryKey: communityKeys.highlights(), queryFn: getHighlights });

export const useHighlights = () => useQuery(getHighlightsQueryOptions());
