import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type AdminCommentListSchema } from '#shared/contracts/admin';
import { api } from '#app/lib/api-client.ts';
import { type ContentParams, adminKeys } from './keys.ts';

export type AdminCommentList = z.infer<typeof AdminCommentListSchema>;

export const getAdminComments = (params: ContentParams) => api('GET /api/admin/comments', { query: params });

export const getAdminCommentsQueryOptions = (params: ContentParams = {}) =>
  queryOptions({
    queryKey: adminKeys.comments(params),
    queryFn: () => getAdminComments(params),
    placeholderData: keepPreviousData,
  });

export const useAdminComments = (params: ContentParams) => useQuery(getAdminCommentsQueryOptions(params));
