import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '#shared/contracts/auth';
import { api } from '../../../lib/api-client.ts';

export const resetPassword = (input: ResetPasswordInput) => api.post<void>('/api/auth/reset-password', input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
