import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '#shared/contracts/admin.endpoints';
import { api } from '#app/lib/api-client.ts';
import { getAdminCommentsQueryOptions } from './get-admin-comments.ts';
import { getAuditLogQueryOptions } from './get-audit-log.ts';
import { invalidateAll } from './keys.ts';

export const moderateComment = ({ commentId, hidden }: { commentId: number; hidden: boolean }) =>
  api(adminEndpoints.moderateComment, { params: { commentId }, body: { hidden } });

export function useModerateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateComment,
    onSuccess: () =>
      invalidateAll(queryClient, [getAdminCommentsQueryOptions().queryKey, getAuditLogQueryOptions().queryKey]),
  });
}
