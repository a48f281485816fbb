import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { invalidateAll, rootKeys } from './query-keys.ts';

/** Deletes a post, by its author or an admin (the server decides): one call for the community and the admin area. */
export const deletePost = (postId: number) => api('DELETE /api/posts/:postId', { params: { postId } });

/** Every list a post appears in (boards, highlights, the admin's posts, comments, counts and audit log) loads again. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: () => invalidateAll(queryClient, [rootKeys.community, rootKeys.admin]),
  });
}
