import { useMutation } from '@tanstack/react-query';
import { type ChangePasswordInput } from '#shared/contracts/auth';
import { api } from '#app/lib/api-client.ts';

export const changePassword = (input: ChangePasswordInput) => api('POST /api/me/password', { body: input });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
