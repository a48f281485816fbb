import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints, type VerifyEmailInput } from '#shared/contracts/auth';
import { api } from '../../../lib/api-client.ts';
import { getMeQueryOptions } from './get-me.ts';

export const verifyEmail = (input: VerifyEmailInput) => api(authEndpoints.verifyEmail, { body: input });

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
  });
}
