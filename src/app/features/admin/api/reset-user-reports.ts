import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '#shared/contracts/admin';
import { api } from '../../../lib/api-client.ts';
import { refreshUser } from './get-admin-user.ts';

/** Sets total_message_reports back to 0. */
export const resetUserReports = ({ userId }: { userId: string }) => api.post<AdminUser>(`/api/admin/users/${encodeURIComponent(userId)}/reset-reports`);

export function useResetUserReports() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetUserReports, onSuccess: (user) => refreshUser(queryClient, user.id) });
}
