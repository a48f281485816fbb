import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { type UserListParams, adminKeys } from './keys.ts';

export const getAdminUsers = (params: UserListParams) => api('GET /api/admin/users', { query: params });

export const getAdminUsersQueryOptions = (params: UserListParams = {}) =>
  queryOptions({
    queryKey: adminKeys.users(params),
    queryFn: () => getAdminUsers(params),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (params: UserListParams) => useQuery(getAdminUsersQueryOptions(params));
