import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { communityKeys } from './keys.ts';

export const getBoard = (slug: string) => api('GET /api/boards/:slug', { params: { slug } });

export const getBoardQueryOptions = (slug: string) =>
  queryOptions({ queryKey: communityKeys.board(slug), queryFn: () => getBoard(slug), select: (data) => data.board });

export const useBoard = (slug: string) => useQuery(getBoardQueryOptions(slug));
