import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#shared/contracts/admin.endpoints';
import { api } from '#app/lib/api-client.ts';
import { adminKeys } from './keys.ts';

export const getContentReview = () => api(adminEndpoints.contentReview);

export const getContentReviewQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.contentReview(), queryFn: getContentReview });

export const useContentReview = () => useQuery(getContentReviewQueryOptions());
