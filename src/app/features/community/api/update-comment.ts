import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment, CommentResponse } from '#shared/contracts/community';
import { api } from '../../../lib/api-client.ts';
import { updateCachedComments } from './get-comments.ts';

export const updateComment = ({ comment, body }: { comment: Pick<Comment, 'id' | 'postId'>; body: string }) =>
  api.patch<CommentResponse>(`/api/comments/${comment.id}`, { body });

export function useUpdateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComment,
    onSuccess: ({ comment }) => updateCachedComments(queryClient, comment.postId, (c) => (c.id === comment.id ? comment : c)),
  });
}
