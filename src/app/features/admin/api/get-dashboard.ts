import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#shared/contracts/admin.endpoints';
import { api } from '#app/lib/api-client.ts';
import { adminKeys } from './keys.ts';

export const getDashboard = () => api(adminEndpoints.dashboard);

export const getDashboardQueryOptions = () => queryOptions({ queryKey: adminKeys.dashboard(), queryFn: getDashboard });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
