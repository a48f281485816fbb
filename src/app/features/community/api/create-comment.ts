import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhotoRefInput } from '#shared/contracts/photos';
import { api } from '#app/lib/api-client.ts';
import { getCommentsQueryOptions } from './get-comments.ts';
import { updateCachedPost } from './get-post.ts';
import { communityKeys } from './keys.ts';

export const createComment = ({ postId, body, photos }: { postId: number; body: string; photos?: PhotoRefInput[] }) =>
  api('POST /api/posts/:postId/comments', {
    params: { postId },
    body: { body, ...(photos?.length ? { photos } : {}) },
  });

export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: ({ comment }, { postId }) => {
      queryClient.setQueryData(getCommentsQueryOptions(postId).queryKey, (data) =>
        data ? { comments: [...data.comments, comment] } : data,
      );
      updateCachedPost(queryClient, postId, (post) => ({ ...post, commentCount: post.commentCount + 1 }));
      void queryClient.invalidateQueries({ queryKey: communityKeys.boards() });
    },
  });
}
