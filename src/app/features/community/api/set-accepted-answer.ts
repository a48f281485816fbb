import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { getPostQueryOptions } from './get-post.ts';

/** The question's author accepts one comment as the answer, or clears it (null). */
export const setAcceptedAnswer = ({ postId, commentId }: { postId: number; commentId: number | null }) =>
  commentId === null
    ? api('DELETE /api/posts/:postId/accepted-answer', { params: { postId } })
    : api('PUT /api/posts/:postId/accepted-answer', { params: { postId }, body: { commentId } });

export function useSetAcceptedAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAcceptedAnswer,
    onSuccess: (data) => queryClient.setQueryData(getPostQueryOptions(data.post.id).queryKey, data),
  });
}
