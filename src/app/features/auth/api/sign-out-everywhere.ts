import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { forgetUser } from './get-me.ts';

export const signOutEverywhere = () => api('POST /api/me/sign-out-everywhere');

/** `onSignedOut` runs before the user is forgotten, so it still runs when that unmounts the caller. */
export function useSignOutEverywhere(onSignedOut: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      onSignedOut();
      forgetUser(queryClient);
    },
  });
}
