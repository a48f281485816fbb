import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type AdminPostListSchema } from '#shared/contracts/admin';
import { api } from '#app/lib/api-client.ts';
import { type ContentParams, adminKeys } from './keys.ts';

export type AdminPostList = z.infer<typeof AdminPostListSchema>;

/** Every post, hidden and deleted included, newest first. */
export const getAdminPosts = (params: ContentParams) => api('GET /api/admin/posts', { query: params });

export const getAdminPostsQueryOptions = (params: ContentParams = {}) =>
  queryOptions({
    queryKey: adminKeys.posts(params),
    queryFn: () => getAdminPosts(params),
    placeholderData: keepPreviousData,
  });

export const useAdminPosts = (params: ContentParams) => useQuery(getAdminPostsQueryOptions(params));
