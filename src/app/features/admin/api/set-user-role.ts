import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminUser } from '#shared/contracts/admin';
import { api } from '#app/lib/api-client.ts';
import { refreshUser } from './get-admin-user.ts';

export const setUserRole = ({ userId, role }: { userId: string; role: AdminUser['role'] }) =>
  api('POST /api/admin/users/:userId/role', { params: { userId }, body: { role } });

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setUserRole, onSuccess: (user) => refreshUser(queryClient, user.id) });
}
