import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DeleteAccountInput } from '#shared/contracts/auth';
import { api } from '#app/lib/api-client.ts';
import { forgetUser } from './get-me.ts';

export const deleteAccount = (input: DeleteAccountInput) => api('POST /api/me/delete', { body: input });

/** `onDeleted` runs before the user is forgotten, so it still runs when that unmounts the caller. */
export function useDeleteAccount(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      onDeleted();
      forgetUser(queryClient);
    },
  });
}
