import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type PostDetail } from '#shared/contracts/community';
import { api } from '#app/lib/api-client.ts';
import { communityKeys } from './keys.ts';

export const getPost = (postId: number) => api('GET /api/posts/:postId', { params: { postId } });

export const getPostQueryOptions = (postId: number) =>
  queryOptions({ queryKey: communityKeys.post(postId), queryFn: () => getPost(postId), select: (data) => data.post });

/** Route parameters are positive integers or a post that does not exist (0, never fetched). */
export const parsePostId = (value: string | undefined) => (value && /^\d{1,15}$/.test(value) ? Number(value) : 0);

export const usePost = (postId: number) => useQuery({ ...getPostQueryOptions(postId), enabled: postId > 0 });

/** Changes the cached post in place (a like, a view, a report), without a refetch. */
export function updateCachedPost(queryClient: QueryClient, postId: number, change: (post: PostDetail) => PostDetail) {
  queryClient.setQueryData(getPostQueryOptions(postId).queryKey, (data) => (data ? { post: change(data.post) } : data));
}
