import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type VerifyEmailInput } from '#shared/contracts/auth';
import { api } from '#app/lib/api-client.ts';
import { getMeQueryOptions } from './get-me.ts';

export const verifyEmail = (input: VerifyEmailInput) => api('POST /api/auth/verify-email', { body: input });

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
  });
}
