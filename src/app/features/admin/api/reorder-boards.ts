import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { getAuditLogQueryOptions } from './get-audit-log.ts';
import { getAdminBoardsQueryOptions } from './get-admin-boards.ts';
import { invalidateAll } from './keys.ts';

/** `slugs`: every board, archived ones included, in the new order. */
export const reorderBoards = ({ slugs }: { slugs: string[] }) =>
  api('POST /api/admin/boards/reorder', { body: { slugs } });

/** Moves at once in the list, and puts it back if the server refuses. */
export function useReorderBoards() {
  const queryClient = useQueryClient();
  const { queryKey } = getAdminBoardsQueryOptions();
  return useMutation({
    mutationFn: reorderBoards,
    onMutate: async ({ slugs }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(
        queryKey,
        (boards) => boards && slugs.map((slug, i) => ({ ...boards.find((b) => b.slug === slug)!, position: i + 1 })),
      );
      return { previous };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSettled: () => invalidateAll(queryClient, [queryKey, getAuditLogQueryOptions().queryKey]),
  });
}
