import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReportList } from '#shared/contracts/admin';
import { api } from '../../../lib/api-client.ts';
import { type ReportParams, adminKeys, queryString } from './keys.ts';

export const getReports = (params: ReportParams) => api.get<AdminReportList>(`/api/admin/reports${queryString(params)}`);

export const getReportsQueryOptions = (params: ReportParams = {}) =>
  queryOptions({ queryKey: adminKeys.reports(params), queryFn: () => getReports(params), placeholderData: keepPreviousData });

export const useReports = (params: ReportParams) => useQuery(getReportsQueryOptions(params));
