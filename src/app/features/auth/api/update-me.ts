import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateMeInput } from '#shared/contracts/auth';
import { api } from '#app/lib/api-client.ts';
import { setMe } from './get-me.ts';

export const updateMe = (input: UpdateMeInput) => api('PATCH /api/me', { body: input });

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: ({ user }) => setMe(queryClient, user),
  });
}
