import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateBoardInput } from '#shared/contracts/admin';
import { api } from '#app/lib/api-client.ts';
import { getAuditLogQueryOptions } from './get-audit-log.ts';
import { getAdminBoardsQueryOptions } from './get-admin-boards.ts';
import { invalidateAll } from './keys.ts';

// 409 SLUG_TAKEN names the field.
export const createBoard = async (input: CreateBoardInput) =>
  (await api('POST /api/admin/boards', { body: input })).board;

export function useCreateBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBoard,
    onSuccess: () =>
      invalidateAll(queryClient, [getAdminBoardsQueryOptions().queryKey, getAuditLogQueryOptions().queryKey]),
  });
}
