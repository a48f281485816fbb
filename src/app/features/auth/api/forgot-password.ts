import { useMutation } from '@tanstack/react-query';
import { type ForgotPasswordInput } from '#shared/contracts/auth';
import { api } from '#app/lib/api-client.ts';

export const forgotPassword = (input: ForgotPasswordInput) => api('POST /api/auth/forgot-password', { body: input });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
