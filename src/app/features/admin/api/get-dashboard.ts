import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { adminKeys } from './keys.ts';

export const getDashboard = () => api('GET /api/admin/dashboard');

export const getDashboardQueryOptions = () => queryOptions({ queryKey: adminKeys.dashboard(), queryFn: getDashboard });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
