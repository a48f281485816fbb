import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment, LikeResponse } from '#shared/contracts/community';
import { api } from '../../../lib/api-client.ts';
import { updateCachedComments } from './get-comments.ts';

export const setCommentLike = ({ comment, liked }: { comment: Pick<Comment, 'id' | 'postId'>; liked: boolean }) =>
  liked ? api.put<LikeResponse>(`/api/comments/${comment.id}/like`) : api.delete<LikeResponse>(`/api/comments/${comment.id}/like`);

export function useSetCommentLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCommentLike,
    onSuccess: ({ liked, likeCount }, { comment }) =>
      updateCachedComments(queryClient, comment.postId, (c) => (c.id === comment.id ? { ...c, likeCount, viewer: { ...c.viewer, liked } } : c)),
  });
}
