import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { refreshUser } from './get-admin-user.ts';

export const liftBan = ({ userId }: { userId: string }) =>
  api('DELETE /api/admin/users/:userId/ban', { params: { userId } });

export function useLiftBan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: liftBan, onSuccess: (user) => refreshUser(queryClient, user.id) });
}
