import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Comment } from '#shared/contracts/community';
import { api } from '#app/lib/api-client.ts';
import { updateCachedComments } from './get-comments.ts';

export const updateComment = ({ comment, body }: { comment: Pick<Comment, 'id' | 'postId'>; body: string }) =>
  api('PATCH /api/comments/:commentId', { params: { commentId: comment.id }, body: { body } });

export function useUpdateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComment,
    onSuccess: ({ comment }) =>
      updateCachedComments(queryClient, comment.postId, (c) => (c.id === comment.id ? comment : c)),
  });
}
