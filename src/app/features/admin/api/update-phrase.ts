import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PhraseInput } from '#shared/contracts/admin';
import { api } from '#app/lib/api-client.ts';
import { getAdminPhrasesQueryOptions } from './get-admin-phrases.ts';
import { getAuditLogQueryOptions } from './get-audit-log.ts';
import { invalidateAll } from './keys.ts';
import { rootKeys } from '#app/lib/query-keys.ts';

export const updatePhrase = async ({ id, input }: { id: string; input: PhraseInput }) =>
  (await api('PATCH /api/admin/phrases/:id', { params: { id }, body: input })).phrase;

export function useUpdatePhrase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhrase,
    onSuccess: () =>
      invalidateAll(queryClient, [
        getAdminPhrasesQueryOptions().queryKey,
        rootKeys.phrases,
        getAuditLogQueryOptions().queryKey,
      ]),
  });
}
