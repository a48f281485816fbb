import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '#shared/contracts/auth';
import { api } from '../../../lib/api-client.ts';

export const forgotPassword = (input: ForgotPasswordInput) => api.post<void>('/api/auth/forgot-password', input);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
