import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { getAdminCommentsQueryOptions } from './get-admin-comments.ts';
import { getAdminPostsQueryOptions } from './get-admin-posts.ts';
import { getAuditLogQueryOptions } from './get-audit-log.ts';
import { getDashboardQueryOptions } from './get-dashboard.ts';
import { invalidateAll } from './keys.ts';

// The community's own route: admins may delete any comment.
export const deleteComment = ({ commentId }: { commentId: number }) =>
  api('DELETE /api/comments/:commentId', { params: { commentId } });

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () =>
      invalidateAll(queryClient, [
        getAdminCommentsQueryOptions().queryKey,
        getAdminPostsQueryOptions().queryKey,
        getAuditLogQueryOptions().queryKey,
        getDashboardQueryOptions().queryKey,
      ]),
  });
}
