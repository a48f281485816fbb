import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { getAdminPostsQueryOptions } from './get-admin-posts.ts';
import { getAuditLogQueryOptions } from './get-audit-log.ts';
import { getAdminBoardsQueryOptions } from './get-admin-boards.ts';
import { invalidateAll } from './keys.ts';

/** Hide or show a post, pin or unpin it on its board. */
export const moderatePost = ({ postId, change }: { postId: number; change: { hidden?: boolean; pinned?: boolean } }) =>
  api('PATCH /api/admin/posts/:postId', { params: { postId }, body: change });

export function useModeratePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderatePost,
    onSuccess: () =>
      invalidateAll(queryClient, [
        getAdminPostsQueryOptions().queryKey,
        getAdminBoardsQueryOptions().queryKey,
        getAuditLogQueryOptions().queryKey,
      ]),
  });
}
