import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type Comment } from '#shared/contracts/community';
import { api } from '#app/lib/api-client.ts';
import { communityKeys } from './keys.ts';

export const getComments = (postId: number) => api('GET /api/posts/:postId/comments', { params: { postId } });

export const getCommentsQueryOptions = (postId: number) =>
  queryOptions({
    queryKey: communityKeys.comments(postId),
    queryFn: () => getComments(postId),
    select: (data) => data.comments,
  });

export const useComments = (postId: number) => useQuery(getCommentsQueryOptions(postId));

/** Changes cached comments of a post in place. */
export function updateCachedComments(queryClient: QueryClient, postId: number, change: (comment: Comment) => Comment) {
  queryClient.setQueryData(getCommentsQueryOptions(postId).queryKey, (data) =>
    data ? { comments: data.comments.map(change) } : data,
  );
}
