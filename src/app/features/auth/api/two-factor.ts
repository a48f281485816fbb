import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type MeResponse,
  type TwoFactorConfirmInput,
  type TwoFactorEnableInput,
  type TwoFactorVerifyInput,
} from '#shared/contracts/auth';
import { api } from '#app/lib/api-client.ts';
import { setMe } from './get-me.ts';

export const verifyTwoFactor = (input: TwoFactorVerifyInput) =>
  api('POST /api/auth/two-factor/verify', { body: input });
export const enableTwoFactor = (input: TwoFactorEnableInput) =>
  api('POST /api/auth/two-factor/enable', { body: input });
export const confirmTwoFactor = (input: TwoFactorConfirmInput) =>
  api('POST /api/auth/two-factor/confirm', { body: input });

/** Both finish with a session for the user: the second step of a sign-in, and the first code after enrolling. */
function useSignedIn<I>(mutationFn: (input: I) => Promise<MeResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ user }) => setMe(queryClient, user),
  });
}

export const useVerifyTwoFactor = () => useSignedIn(verifyTwoFactor);
export const useConfirmTwoFactor = () => useSignedIn(confirmTwoFactor);
export const useEnableTwoFactor = () => useMutation({ mutationFn: enableTwoFactor });
