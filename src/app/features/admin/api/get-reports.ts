import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { type ReportParams, adminKeys } from './keys.ts';

export const getReports = (params: ReportParams) => api('GET /api/admin/reports', { query: params });

export const getReportsQueryOptions = (params: ReportParams = {}) =>
  queryOptions({
    queryKey: adminKeys.reports(params),
    queryFn: () => getReports(params),
    placeholderData: keepPreviousData,
  });

export const useReports = (params: ReportParams) => useQuery(getReportsQueryOptions(params));
