import { useMutation } from '@tanstack/react-query';
import type { SignUpInput, SignUpResponse } from '#shared/contracts/auth';
import { api } from '../../../lib/api-client.ts';

export const signUp = (input: SignUpInput) => api.post<SignUpResponse>('/api/auth/sign-up', input);

export const useSignUp = () => useMutation({ mutationFn: signUp });
