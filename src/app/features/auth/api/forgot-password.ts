import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type ForgotPasswordInput } from '#shared/contracts/auth';
import { api } from '../../../lib/api-client.ts';

export const forgotPassword = (input: ForgotPasswordInput) => api(authEndpoints.forgotPassword, { body: input });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
