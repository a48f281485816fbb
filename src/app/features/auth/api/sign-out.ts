import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getMeQueryOptions } from './get-me.ts';

export const signOut = () => api.post<void>('/api/auth/sign-out');

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // Whatever the server said, this tab forgets the user and everything cached for them.
    onSettled: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== getMeQueryOptions().queryKey[0] });
      queryClient.setQueryData(getMeQueryOptions().queryKey, null);
    },
  });
}
