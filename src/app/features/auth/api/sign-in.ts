import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse, SignInInput } from '#shared/contracts/auth';
import { api } from '../../../lib/api-client.ts';
import { getMeQueryOptions } from './get-me.ts';

export const signIn = (input: SignInInput) => api.post<MeResponse>('/api/auth/sign-in', input);

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ user }) => queryClient.setQueryData(getMeQueryOptions().queryKey, user),
  });
}
