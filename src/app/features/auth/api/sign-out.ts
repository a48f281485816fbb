import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '#shared/contracts/auth.endpoints';
import { api } from '#app/lib/api-client.ts';
import { forgetUser } from './get-me.ts';

export const signOut = () => api(authEndpoints.signOut);

export function useSignOut() {
  const queryClient = useQueryClient();
  // Whatever the server said, this tab forgets the user.
  return useMutation({ mutationFn: signOut, onSettled: () => forgetUser(queryClient) });
}
