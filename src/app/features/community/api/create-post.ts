import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreatePostInputSchema } from '#shared/contracts/community';
import { api } from '#app/lib/api-client.ts';
import { getPostQueryOptions } from './get-post.ts';
import { communityKeys } from './keys.ts';

export const createPost = (input: z.input<typeof CreatePostInputSchema>) => api('POST /api/posts', { body: input });

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (data) => {
      queryClient.setQueryData(getPostQueryOptions(data.post.id).queryKey, data);
      // Boards, counts, highlights and my activity all change.
      void queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
  });
}
