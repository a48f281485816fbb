import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PhraseInput } from '#shared/contracts/admin';
import { api } from '#app/lib/api-client.ts';
import { getAdminPhrasesQueryOptions } from './get-admin-phrases.ts';
import { getAuditLogQueryOptions } from './get-audit-log.ts';
import { invalidateAll } from './keys.ts';
import { rootKeys } from '#app/lib/query-keys.ts';

export const createPhrase = async (input: PhraseInput) =>
  (await api('POST /api/admin/phrases', { body: input })).phrase;

export function useCreatePhrase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPhrase,
    onSuccess: () =>
      invalidateAll(queryClient, [
        getAdminPhrasesQueryOptions().queryKey,
        rootKeys.phrases,
        getAuditLogQueryOptions().queryKey,
      ]),
  });
}
