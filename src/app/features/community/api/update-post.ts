import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdatePostInput } from '#shared/contracts/community';
import { api } from '#app/lib/api-client.ts';
import { getPostQueryOptions } from './get-post.ts';
import { communityKeys } from './keys.ts';

export const updatePost = ({ postId, input }: { postId: number; input: UpdatePostInput }) =>
  api('PATCH /api/posts/:postId', { params: { postId }, body: input });

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
