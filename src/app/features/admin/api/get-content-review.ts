import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewList } from '#shared/contracts/content-review';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export const getContentReview = () => api.get<ReviewList>('/api/admin/content-review');

export const getContentReviewQueryOptions = () => queryOptions({ queryKey: adminKeys.contentReview(), queryFn: getContentReview });

export const useContentReview = () => useQuery(getContentReviewQueryOptions());
