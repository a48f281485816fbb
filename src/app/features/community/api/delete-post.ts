import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityEndpoints } from '#shared/contracts/community';
import { api } from '../../../lib/api-client.ts';
import { communityKeys } from './keys.ts';

export const deletePost = (postId: number) => api(communityEndpoints.deletePost, { params: { postId } });

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
}
