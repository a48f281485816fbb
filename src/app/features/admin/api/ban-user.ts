import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BanInput } from '#shared/contracts/admin';
import { api } from '#app/lib/api-client.ts';
import { refreshUser } from './get-admin-user.ts';

/** Bans from messaging for a preset duration or until a date. */
export const banUser = ({ userId, input }: { userId: string; input: BanInput }) =>
  api('POST /api/admin/users/:userId/ban', { params: { userId }, body: input });

export function useBanUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: banUser, onSuccess: (user) => refreshUser(queryClient, user.id) });
}
