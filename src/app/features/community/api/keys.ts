import type { PostSort } from '#shared/contracts/community';

/** Every community query key; mutations invalidate through these, so keys are never retyped. */
export const communityKeys = {
  all: ['community'] as const,
  boards: () => ['community', 'boards'] as const,
  board: (slug: string) => ['community', 'boards', slug] as const,
  posts: (slug: string, params: { sort: PostSort; q: string }) => ['community', 'boards', slug, 'posts', params] as const,
  highlights: () => ['community', 'highlights'] as const,
  post: (postId: number) => ['community', 'posts', postId] as const,
  comments: (postId: number) => ['community', 'posts', postId, 'comments'] as const,
};
