import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type ResetPasswordInput } from '#shared/contracts/auth';
import { api } from '../../../lib/api-client.ts';

export const resetPassword = (input: ResetPasswordInput) => api(authEndpoints.resetPassword, { body: input });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
