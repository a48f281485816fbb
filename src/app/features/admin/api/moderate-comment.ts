import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '#shared/contracts/community';
import { api } from '../../../lib/api-client.ts';
import { getAdminCommentsQueryOptions } from './get-admin-comments.ts';
import { getAuditLogQueryOptions } from './get-audit-log.ts';
import { invalidateAll } from './keys.ts';

export const moderateComment = ({ commentId, hidden }: { commentId: number; hidden: boolean }) =>
  api.patch<{ comment: Comment }>(`/api/admin/comments/${commentId}`, { hidden });

export function useModerateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateComment,
    onSuccess: () => invalidateAll(queryClient, [getAdminCommentsQueryOptions().queryKey, getAuditLogQueryOptions().queryKey]),
  });
}
