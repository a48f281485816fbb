import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#shared/contracts/admin.endpoints';
import { api } from '#app/lib/api-client.ts';
import { adminKeys } from './keys.ts';

// Report ids hold ':' ("message:12:<reporterId>").
export const getReport = (reportId: string) => api(adminEndpoints.report, { params: { reportId } });

export const getReportQueryOptions = (reportId: string) =>
  queryOptions({ queryKey: adminKeys.report(reportId), queryFn: () => getReport(reportId) });

export const useReport = (reportId: string) => useQuery(getReportQueryOptions(reportId));
