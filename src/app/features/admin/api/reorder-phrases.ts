import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminPhrase } from '#shared/contracts/admin';
import { api } from '#app/lib/api-client.ts';
import { getAdminPhrasesQueryOptions } from './get-admin-phrases.ts';
import { getAuditLogQueryOptions } from './get-audit-log.ts';
import { invalidateAll } from './keys.ts';
import { rootKeys } from '#app/lib/query-keys.ts';

type Input = { category: AdminPhrase['category']; ids: string[] };

/** `ids`: every id of the category, in the new order. */
export const reorderPhrases = (input: Input) => api('POST /api/admin/phrases/reorder', { body: input });

/** Moves at once in the list (the category keeps its own positions), and puts it back if the server refuses. */
export function useReorderPhrases() {
  const queryClient = useQueryClient();
  const { queryKey } = getAdminPhrasesQueryOptions();
  return useMutation({
    mutationFn: reorderPhrases,
    onMutate: async ({ category, ids }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (phrases) => {
        if (!phrases) return phrases;
        const byId = new Map(phrases.map((p) => [p.id, p]));
        const positions = phrases.filter((p) => p.category === category).map((p) => p.position);
        const moved = new Map(ids.map((id, i) => [id, { ...byId.get(id)!, position: positions[i]! }]));
        return phrases.map((p) => moved.get(p.id) ?? p).sort((a, b) => a.position - b.position);
      });
      return { previous };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSettled: () => invalidateAll(queryClient, [queryKey, rootKeys.phrases, getAuditLogQueryOptions().queryKey]),
  });
}
