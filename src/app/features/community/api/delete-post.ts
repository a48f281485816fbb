import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { communityKeys } from './keys.ts';

export const deletePost = (postId: number) => api.delete<void>(`/api/posts/${postId}`);

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
}
