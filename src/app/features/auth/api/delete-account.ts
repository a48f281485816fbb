import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput } from '#shared/contracts/auth';
import { api } from '../../../lib/api-client.ts';
import { getMeQueryOptions } from './get-me.ts';

export const deleteAccount = (input: DeleteAccountInput) => api.post<void>('/api/me/delete', input);

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== getMeQueryOptions().queryKey[0] });
      queryClient.setQueryData(getMeQueryOptions().queryKey, null);
    },
  });
}
