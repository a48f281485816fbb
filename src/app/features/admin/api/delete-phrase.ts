import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { getAdminPhrasesQueryOptions } from './get-admin-phrases.ts';
import { getAuditLogQueryOptions } from './get-audit-log.ts';
import { invalidateAll } from './keys.ts';
import { rootKeys } from '#app/lib/query-keys.ts';

export const deletePhrase = ({ id }: { id: string }) => api('DELETE /api/admin/phrases/:id', { params: { id } });

export function useDeletePhrase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhrase,
    onSuccess: () =>
      invalidateAll(queryClient, [
        getAdminPhrasesQueryOptions().queryKey,
        rootKeys.phrases,
        getAuditLogQueryOptions().queryKey,
      ]),
  });
}
