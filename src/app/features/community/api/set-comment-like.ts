import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Comment } from '#shared/contracts/community';
import { api } from '#app/lib/api-client.ts';
import { updateCachedComments } from './get-comments.ts';

export const setCommentLike = ({ comment, liked }: { comment: Pick<Comment, 'id' | 'postId'>; liked: boolean }) =>
  api(liked ? 'PUT /api/comments/:commentId/like' : 'DELETE /api/comments/:commentId/like', {
    params: { commentId: comment.id },
  });

export function useSetCommentLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCommentLike,
    onSuccess: ({ liked, likeCount }, { comment }) =>
      updateCachedComments(queryClient, comment.postId, (c) =>
        c.id === comment.id ? { ...c, likeCount, viewer: { ...c.viewer, liked } } : c,
      ),
  });
}
