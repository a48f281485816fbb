import { useMutation } from '@tanstack/react-query';
import { type SignUpInput } from '#shared/contracts/auth';
import { api } from '#app/lib/api-client.ts';

export const signUp = (input: SignUpInput) => api('POST /api/auth/sign-up', { body: input });

export const useSignUp = () => useMutation({ mutationFn: signUp });
