import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { communityKeys } from './keys.ts';

export const getBoards = () => api('GET /api/boards');

export const getBoardsQueryOptions = () =>
  queryOptions({ queryKey: communityKeys.boards(), queryFn: getBoards, select: (data) => data.boards });

export const useBoards = () => useQuery(getBoardsQueryOptions());
