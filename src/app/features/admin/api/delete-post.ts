import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityEndpoints } from '#shared/contracts/community';
import { api } from '../../../lib/api-client.ts';
import { getAdminCommentsQueryOptions } from './get-admin-comments.ts';
import { getAdminPostsQueryOptions } from './get-admin-posts.ts';
import { getAuditLogQueryOptions } from './get-audit-log.ts';
import { getAdminBoardsQueryOptions } from './get-admin-boards.ts';
import { getDashboardQueryOptions } from './get-dashboard.ts';
import { invalidateAll } from './keys.ts';

// The community's own route: admins may delete any post.
export const deletePost = ({ postId }: { postId: number }) => api(communityEndpoints.deletePost, { params: { postId } });

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: () =>
      invalidateAll(queryClient, [
        getAdminPostsQueryOptions().queryKey,
        getAdminCommentsQueryOptions().queryKey,
        getAdminBoardsQueryOptions().queryKey,
        getAuditLogQueryOptions().queryKey,
        getDashboardQueryOptions().queryKey,
      ]),
  });
}
