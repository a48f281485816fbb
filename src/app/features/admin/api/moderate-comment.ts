import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { getAdminCommentsQueryOptions } from './get-admin-comments.ts';
import { getAuditLogQueryOptions } from './get-audit-log.ts';
import { invalidateAll } from './keys.ts';

export const moderateComment = ({ commentId, hidden }: { commentId: number; hidden: boolean }) =>
  api('PATCH /api/admin/comments/:commentId', { params: { commentId }, body: { hidden } });

export function useModerateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateComment,
    onSuccess: () =>
      invalidateAll(queryClient, [getAdminCommentsQueryOptions().queryKey, getAuditLogQueryOptions().queryKey]),
  });
}
