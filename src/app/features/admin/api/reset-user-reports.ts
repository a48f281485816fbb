import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { refreshUser } from './get-admin-user.ts';

/** Sets total_message_reports back to 0. */
export const resetUserReports = ({ userId }: { userId: string }) =>
  api('POST /api/admin/users/:userId/reset-reports', { params: { userId } });

export function useResetUserReports() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetUserReports, onSuccess: (user) => refreshUser(queryClient, user.id) });
}
