import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { updateCachedPost } from './get-post.ts';

/** The server counts one view per reader per post per day, however often this is called. */
export const recordView = (postId: number) => api('POST /api/posts/:postId/views', { params: { postId } });

export function useRecordView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordView,
    onSuccess: ({ viewCount }, postId) => updateCachedPost(queryClient, postId, (post) => ({ ...post, viewCount })),
  });
}
