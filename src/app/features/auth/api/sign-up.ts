import { useMutation } from '@tanstack/react-query';
import { type SignUpInput } from '#shared/contracts/auth';
import { authEndpoints } from '#shared/contracts/auth.endpoints';
import { api } from '#app/lib/api-client.ts';

export const signUp = (input: SignUpInput) => api(authEndpoints.signUp, { body: input });

export const useSignUp = () => useMutation({ mutationFn: signUp });
