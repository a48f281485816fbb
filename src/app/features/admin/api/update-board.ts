import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateBoardInput } from '#shared/contracts/admin';
import { api } from '#app/lib/api-client.ts';
import { getAuditLogQueryOptions } from './get-audit-log.ts';
import { getAdminBoardsQueryOptions } from './get-admin-boards.ts';
import { invalidateAll } from './keys.ts';

/** Rename in three languages, change the kind, archive or restore. */
export const updateBoard = async ({ slug, input }: { slug: string; input: UpdateBoardInput }) =>
  (await api('PATCH /api/admin/boards/:slug', { params: { slug }, body: input })).board;

export function useUpdateBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBoard,
    onSuccess: () =>
      invalidateAll(queryClient, [getAdminBoardsQueryOptions().queryKey, getAuditLogQueryOptions().queryKey]),
  });
}
