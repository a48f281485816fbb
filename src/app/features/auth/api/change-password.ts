import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type ChangePasswordInput } from '#shared/contracts/auth';
import { api } from '../../../lib/api-client.ts';

export const changePassword = (input: ChangePasswordInput) => api(authEndpoints.changePassword, { body: input });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
