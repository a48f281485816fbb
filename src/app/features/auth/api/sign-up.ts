import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse, SignUpInput } from '#shared/contracts/auth';
import { api } from '../../../lib/api-client.ts';
import { getMeQueryOptions } from './get-me.ts';

export const signUp = (input: SignUpInput) => api.post<MeResponse>('/api/auth/sign-up', input);

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: ({ user }) => queryClient.setQueryData(getMeQueryOptions().queryKey, user),
  });
}
