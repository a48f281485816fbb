import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { adminKeys } from './keys.ts';

// Report ids hold ':' ("message:12:<reporterId>").
export const getReport = (reportId: string) => api('GET /api/admin/reports/:reportId', { params: { reportId } });

export const getReportQueryOptions = (reportId: string) =>
  queryOptions({ queryKey: adminKeys.report(reportId), queryFn: () => getReport(reportId) });

export const useReport = (reportId: string) => useQuery(getReportQueryOptions(reportId));
