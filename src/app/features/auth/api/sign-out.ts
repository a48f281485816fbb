import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { forgetUser } from './get-me.ts';

export const signOut = () => api('POST /api/auth/sign-out');

export function useSignOut() {
  const queryClient = useQueryClient();
  // Whatever the server said, this tab forgets the user.
  return useMutation({ mutationFn: signOut, onSettled: () => forgetUser(queryClient) });
}
