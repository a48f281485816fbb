import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostResponse } from '#shared/contracts/community';
import { api } from '../../../lib/api-client.ts';
import { getPostQueryOptions } from './get-post.ts';

/** The question's author accepts one comment as the answer, or clears it (null). */
export const setAcceptedAnswer = ({ postId, commentId }: { postId: number; commentId: number | null }) =>
  commentId === null
    ? api.delete<PostResponse>(`/api/posts/${postId}/accepted-answer`)
    : api.put<PostResponse>(`/api/posts/${postId}/accepted-answer`, { commentId });

export function useSetAcceptedAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAcceptedAnswer,
    onSuccess: (data) => queryClient.setQueryData(getPostQueryOptions(data.post.id).queryKey, data),
  });
}
