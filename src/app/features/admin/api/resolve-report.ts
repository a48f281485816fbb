import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ResolveReportInput } from '#shared/contracts/admin';
import { api } from '#app/lib/api-client.ts';
import { getAdminCommentsQueryOptions } from './get-admin-comments.ts';
import { getAdminPostsQueryOptions } from './get-admin-posts.ts';
import { refreshUser } from './get-admin-user.ts';
import { adminKeys, invalidateAll } from './keys.ts';

/** Acts on the reported content or person, and closes every open report on the same target. */
export const resolveReport = ({ reportId, input }: { reportId: string; input: ResolveReportInput }) =>
  api('POST /api/admin/reports/:reportId/resolve', { params: { reportId }, body: input });

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSuccess: ({ report }) =>
      Promise.all([
        refreshUser(queryClient, report.reported.id),
        invalidateAll(queryClient, [
          // Every open report on the same target closed with it.
          adminKeys.reportDetails(),
          getAdminPostsQueryOptions().queryKey,
          getAdminCommentsQueryOptions().queryKey,
        ]),
      ]),
  });
}
