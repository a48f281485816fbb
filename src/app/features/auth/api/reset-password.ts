import { useMutation } from '@tanstack/react-query';
import { type ResetPasswordInput } from '#shared/contracts/auth';
import { api } from '#app/lib/api-client.ts';

export const resetPassword = (input: ResetPasswordInput) => api('POST /api/auth/reset-password', { body: input });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
