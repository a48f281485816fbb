import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { type AuditParams, adminKeys } from './keys.ts';

export const getAuditLog = (params: AuditParams) => api('GET /api/admin/audit', { query: params });

export const getAuditLogQueryOptions = (params: AuditParams = {}) =>
  queryOptions({
    queryKey: adminKeys.audit(params),
    queryFn: () => getAuditLog(params),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (params: AuditParams) => useQuery(getAuditLogQueryOptions(params));
