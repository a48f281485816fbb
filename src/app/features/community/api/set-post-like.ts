import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LikeResponse } from '#shared/contracts/community';
import { api } from '../../../lib/api-client.ts';
import { updateCachedPost } from './get-post.ts';

export const setPostLike = ({ postId, liked }: { postId: number; liked: boolean }) =>
  liked ? api.put<LikeResponse>(`/api/posts/${postId}/like`) : api.delete<LikeResponse>(`/api/posts/${postId}/like`);

export function useSetPostLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPostLike,
    onSuccess: ({ liked, likeCount }, { postId }) => updateCachedPost(queryClient, postId, (post) => ({ ...post, likeCount, viewer: { ...post.viewer, liked } })),
  });
}
