import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { updateCachedPost } from './get-post.ts';

export const setPostLike = ({ postId, liked }: { postId: number; liked: boolean }) =>
  api(liked ? 'PUT /api/posts/:postId/like' : 'DELETE /api/posts/:postId/like', { params: { postId } });

export function useSetPostLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPostLike,
    onSuccess: ({ liked, likeCount }, { postId }) =>
      updateCachedPost(queryClient, postId, (post) => ({ ...post, likeCount, viewer: { ...post.viewer, liked } })),
  });
}
