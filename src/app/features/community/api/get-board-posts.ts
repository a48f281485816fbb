import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type PostSort } from '#shared/contracts/community';
import { api } from '#app/lib/api-client.ts';
import { communityKeys } from './keys.ts';

type Params = { sort: PostSort; q: string };

export function getBoardPosts(slug: string, { sort, q }: Params, cursor?: string) {
  return api('GET /api/boards/:slug/posts', { params: { slug }, query: { sort, q, cursor } });
}

/** Keyset pages: each page names the cursor of the next, so 'load more' never repeats or skips a post. */
export const getBoardPostsQueryOptions = (slug: string, params: Params) =>
  infiniteQueryOptions({
    queryKey: communityKeys.posts(slug, params),
    queryFn: ({ pageParam }) => getBoardPosts(slug, params, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useBoardPosts = (slug: string, params: Params) =>
  useInfiniteQuery(getBoardPostsQueryOptions(slug, params));
