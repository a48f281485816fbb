import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserList } from '#shared/contracts/admin';
import { api } from '../../../lib/api-client.ts';

type Params = { q?: string; page?: number; pageSize?: number };

export const getAdminUsers = ({ q = '', page = 1, pageSize = 20 }: Params) =>
  api.get<AdminUserList>(`/api/admin/users?${new URLSearchParams({ q, page: String(page), pageSize: String(pageSize) })}`);

export const getAdminUsersQueryOptions = (params: Params = {}) =>
  queryOptions({
    queryKey: ['admin', 'users', params],
    queryFn: () => getAdminUsers(params),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (params: Params = {}) => useQuery(getAdminUsersQueryOptions(params));
