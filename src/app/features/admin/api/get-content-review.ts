import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { adminKeys } from './keys.ts';

export const getContentReview = () => api('GET /api/admin/content-review');

export const getContentReviewQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.contentReview(), queryFn: getContentReview });

export const useContentReview = () => useQuery(getContentReviewQueryOptions());
