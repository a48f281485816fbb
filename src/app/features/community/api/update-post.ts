import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostResponse, UpdatePostInput } from '#shared/contracts/community';
import { api } from '../../../lib/api-client.ts';
import { getPostQueryOptions } from './get-post.ts';
import { communityKeys } from './keys.ts';

export const updatePost = ({ postId, input }: { postId: number; input: UpdatePostInput }) => api.patch<PostResponse>(`/api/posts/${postId}`, input);

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: (data) => {
      queryClient.setQueryData(getPostQueryOptions(data.post.id).queryKey, data);
      void queryClient.invalidateQueries({ queryKey: communityKeys.all, predicate: (q) => q.queryKey[1] !== 'posts' });
    },
  });
}
