import type { AccountStatus } from '#shared/account-rules';
import type { AdminContentQuery, AuditQuery, ReportQuery } from '#shared/contracts/admin';
import { rootKeys } from '#app/lib/query-keys.ts';

export { invalidateAll } from '#app/lib/query-keys.ts';

type Paging = { page?: number; pageSize?: number };
export type UserListParams = Paging & {
  q?: string;
  role?: 'admin' | 'user';
  status?: AccountStatus;
  banned?: 'true' | 'false';
};
export type AuditParams = Paging & Omit<AuditQuery, 'actorId' | 'page' | 'pageSize'>;
export type ContentParams = Paging & Omit<AdminContentQuery, 'page' | 'pageSize'>;
export type ReportParams = Paging & Omit<ReportQuery, 'page' | 'pageSize'>;

/** Every admin query key. A list key with `{}` as its params matches that list under any filter. */
export const adminKeys = {
  all: rootKeys.admin,
  dashboard: () => ['admin', 'dashboard'] as const,
  contentReview: () => ['admin', 'content-review'] as const,
  audit: (params: AuditParams) => ['admin', 'audit', params] as const,
  users: (params: UserListParams) => ['admin', 'users', params] as const,
  user: (userId: string) => ['admin', 'user', userId] as const,
  phrases: () => ['admin', 'phrases'] as const,
  regions: () => ['admin', 'regions'] as const,
  boards: () => ['admin', 'boards'] as const,
  posts: (params: ContentParams) => ['admin', 'posts', params] as const,
  comments: (params: ContentParams) => ['admin', 'comments', params] as const,
  reports: (params: ReportParams) => ['admin', 'reports', params] as const,
  reportDetails: () => ['admin', 'report'] as const,
  report: (reportId: string) => ['admin', 'report', reportId] as const,
};
