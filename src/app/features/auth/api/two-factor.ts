import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MeResponse,
  TwoFactorConfirmInput,
  TwoFactorEnableInput,
  TwoFactorEnableResponse,
  TwoFactorVerifyInput,
} from '#shared/contracts/auth';
import { api } from '../../../lib/api-client.ts';
import { getMeQueryOptions } from './get-me.ts';

export const verifyTwoFactor = (input: TwoFactorVerifyInput) => api.post<MeResponse>('/api/auth/two-factor/verify', input);
export const enableTwoFactor = (input: TwoFactorEnableInput) => api.post<TwoFactorEnableResponse>('/api/auth/two-factor/enable', input);
export const confirmTwoFactor = (input: TwoFactorConfirmInput) => api.post<MeResponse>('/api/auth/two-factor/confirm', input);

/** Both finish with a session for the user: the second step of a sign-in, and the first code after enrolling. */
function useSignedIn<I>(mutationFn: (input: I) => Promise<MeResponse>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: ({ user }) => queryClient.setQueryData(getMeQueryOptions().queryKey, user) });
}

export const useVerifyTwoFactor = () => useSignedIn(verifyTwoFactor);
export const useConfirmTwoFactor = () => useSignedIn(confirmTwoFactor);
export const useEnableTwoFactor = () => useMutation({ mutationFn: enableTwoFactor });
