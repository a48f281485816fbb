import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SignInInput } from '#shared/contracts/auth';
import { api } from '#app/lib/api-client.ts';
import { setMe } from './get-me.ts';

export const signIn = (input: SignInInput) => api('POST /api/auth/sign-in', { body: input });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (data) => {
      if ('user' in data) setMe(queryClient, data.user);
    },
  });
}
