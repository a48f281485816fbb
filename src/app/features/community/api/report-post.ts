import { type QueryClient, useMutation } from '@tanstack/react-query';
import type { ReportInput } from '#shared/contracts/reports';
import { api } from '#app/lib/api-client.ts';
import { updateCachedPost } from './get-post.ts';

export const reportPost = ({ postId, input }: { postId: number; input: ReportInput }) =>
  api('POST /api/posts/:postId/report', { params: { postId }, body: input });

export const useReportPost = () => useMutation({ mutationFn: reportPost });

/** After a report (or a 409 saying it exists), the option is disabled. */
export const markPostReported = (queryClient: QueryClient, postId: number) =>
  updateCachedPost(queryClient, postId, (post) => ({ ...post, viewer: { ...post.viewer, reported: true } }));
