import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '#shared/contracts/admin';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export const getDashboard = () => api.get<Dashboard>('/api/admin/dashboard');

export const getDashboardQueryOptions = () => queryOptions({ queryKey: adminKeys.dashboard(), queryFn: getDashboard });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
