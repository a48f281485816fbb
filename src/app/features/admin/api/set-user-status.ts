import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminUser } from '#shared/contracts/admin';
import { api } from '#app/lib/api-client.ts';
import { refreshUser } from './get-admin-user.ts';

/** 'deactivated' ends every session at once; 'active' reactivates. */
export const setUserStatus = ({ userId, status }: { userId: string; status: AdminUser['status'] }) =>
  api('POST /api/admin/users/:userId/status', { params: { userId }, body: { status } });

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setUserStatus, onSuccess: (user) => refreshUser(queryClient, user.id) });
}
