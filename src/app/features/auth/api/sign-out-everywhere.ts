import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getMeQueryOptions } from './get-me.ts';

export const signOutEverywhere = () => api.post<void>('/api/me/sign-out-everywhere');

export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== getMeQueryOptions().queryKey[0] });
      queryClient.setQueryData(getMeQueryOptions().queryKey, null);
    },
  });
}
