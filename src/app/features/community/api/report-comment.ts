import { type QueryClient, useMutation } from '@tanstack/react-query';
import { type Comment } from '#shared/contracts/community';
import type { ReportInput } from '#shared/contracts/reports';
import { api } from '#app/lib/api-client.ts';
import { updateCachedComments } from './get-comments.ts';

export const reportComment = ({ commentId, input }: { commentId: number; input: ReportInput }) =>
  api('POST /api/comments/:commentId/report', { params: { commentId }, body: input });

export const useReportComment = () => useMutation({ mutationFn: reportComment });

/** After a report (or a 409 saying it exists), the option is disabled. */
export const markCommentReported = (queryClient: QueryClient, comment: Pick<Comment, 'id' | 'postId'>) =>
  updateCachedComments(queryClient, comment.postId, (c) =>
    c.id === comment.id ? { ...c, viewer: { ...c.viewer, reported: true } } : c,
  );
