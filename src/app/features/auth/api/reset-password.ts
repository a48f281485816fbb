import { useMutation } from '@tanstack/react-query';
import { type ResetPasswordInput } from '#shared/contracts/auth';
import { authEndpoints } from '#shared/contracts/auth.endpoints';
import { api } from '#app/lib/api-client.ts';

export const resetPassword = (input: ResetPasswordInput) => api(authEndpoints.resetPassword, { body: input });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
