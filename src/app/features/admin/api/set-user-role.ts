import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminUser } from '#shared/contracts/admin';
import { adminEndpoints } from '#shared/contracts/admin.endpoints';
import { api } from '#app/lib/api-client.ts';
import { refreshUser } from './get-admin-user.ts';

export const setUserRole = ({ userId, role }: { userId: string; role: AdminUser['role'] }) =>
  api(adminEndpoints.setUserRole, { params: { userId }, body: { role } });

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setUserRole, onSuccess: (user) => refreshUser(queryClient, user.id) });
}
