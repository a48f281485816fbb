import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '#shared/contracts/auth';
import { api } from '../../../lib/api-client.ts';

export const changePassword = (input: ChangePasswordInput) => api.post<void>('/api/me/password', input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
