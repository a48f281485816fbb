import type { PostSort } from '#shared/contracts/community';
import { rootKeys } from '#app/lib/query-keys.ts';

/** Every community query key; mutations invalidate through these, so keys are never retyped. */
export const communityKeys = {
  all: rootKeys.community,
  boards: () => ['community', 'boards'] as const,
  board: (slug: string) => ['community', 'boards', slug] as const,
  posts: (slug: string, params: { sort: PostSort; q: string }) =>
    ['community', 'boards', slug, 'posts', params] as const,
  highlights: () => ['community', 'highlights'] as const,
  post: (postId: number) => ['community', 'posts', postId] as const,
  comments: (postId: number) => ['community', 'posts', postId, 'comments'] as const,
};
