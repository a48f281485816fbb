import { useMutation } from '@tanstack/react-query';
import { type ChangePasswordInput } from '#shared/contracts/auth';
import { authEndpoints } from '#shared/contracts/auth.endpoints';
import { api } from '#app/lib/api-client.ts';

export const changePassword = (input: ChangePasswordInput) => api(authEndpoints.changePassword, { body: input });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
