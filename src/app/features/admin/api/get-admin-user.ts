import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { getAdminUsersQueryOptions } from './get-admin-users.ts';
import { getAuditLogQueryOptions } from './get-audit-log.ts';
import { getDashboardQueryOptions } from './get-dashboard.ts';
import { getReportsQueryOptions } from './get-reports.ts';
import { adminKeys, invalidateAll } from './keys.ts';

export const getAdminUser = (userId: string) => api('GET /api/admin/users/:userId', { params: { userId } });

export const getAdminUserQueryOptions = (userId: string) =>
  queryOptions({ queryKey: adminKeys.user(userId), queryFn: () => getAdminUser(userId) });

export const useAdminUser = (userId: string) => useQuery(getAdminUserQueryOptions(userId));

/** After any change to a user: their detail and every list, count and log entry that shows them. */
export const refreshUser = (queryClient: QueryClient, userId: string) =>
  invalidateAll(queryClient, [
    getAdminUserQueryOptions(userId).queryKey,
    getAdminUsersQueryOptions().queryKey,
    getReportsQueryOptions().queryKey,
    getAuditLogQueryOptions().queryKey,
    getDashboardQueryOptions().queryKey,
  ]);
