import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoardResponse } from '#shared/contracts/community';
import { api } from '../../../lib/api-client.ts';
import { communityKeys } from './keys.ts';

export const getBoard = (slug: string) => api.get<BoardResponse>(`/api/boards/${encodeURIComponent(slug)}`);

export const getBoardQueryOptions = (slug: string) => queryOptions({ queryKey: communityKeys.board(slug), queryFn: () => getBoard(slug), select: (data) => data.board });

export const useBoard = (slug: string) => useQuery(getBoardQueryOptions(slug));
