import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Comment } from '#shared/contracts/community';
import { api } from '#app/lib/api-client.ts';
import { getCommentsQueryOptions } from './get-comments.ts';
import { getPostQueryOptions } from './get-post.ts';

export const deleteComment = (comment: Pick<Comment, 'id' | 'postId'>) =>
  api('DELETE /api/comments/:commentId', { params: { commentId: comment.id } });

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    // The tombstone, the count and a cleared accepted answer all come from the server.
    onSuccess: (_data, comment) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getCommentsQueryOptions(comment.postId).queryKey }),
        queryClient.invalidateQueries({ queryKey: getPostQueryOptions(comment.postId).queryKey, exact: true }),
      ]),
  });
}
