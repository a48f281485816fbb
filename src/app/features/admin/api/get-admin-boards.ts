import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** Every board in order, archived ones included. */
export const getAdminBoards = async () => (await api('GET /api/admin/boards')).boards;

export const getAdminBoardsQueryOptions = () => queryOptions({ queryKey: adminKeys.boards(), queryFn: getAdminBoards });

export const useAdminBoards = () => useQuery(getAdminBoardsQueryOptions());
