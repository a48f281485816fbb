import { useMutation } from '@tanstack/react-query';
import { type ForgotPasswordInput } from '#shared/contracts/auth';
import { authEndpoints } from '#shared/contracts/auth.endpoints';
import { api } from '#app/lib/api-client.ts';

export const forgotPassword = (input: ForgotPasswordInput) => api(authEndpoints.forgotPassword, { body: input });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
