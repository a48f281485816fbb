import { type QueryClient, useMutation } from '@tanstack/react-query';
import type { ReportInput } from '#shared/contracts/reports';
import { api } from '#app/lib/api-client.ts';
import { updateCachedComments } from './get-comments.ts';
import { updateCachedPost } from './get-post.ts';

export const reportUser = ({ userId, input }: { userId: string; input: ReportInput }) =>
  api('POST /api/users/:userId/report', { params: { userId }, body: input });

export const useReportUser = () => useMutation({ mutationFn: reportUser });

/** The same author may appear on the post and on many comments: every menu of theirs is disabled. */
export function markUserReported(queryClient: QueryClient, postId: number, userId: string) {
  updateCachedPost(queryClient, postId, (post) =>
    post.author.id === userId ? { ...post, viewer: { ...post.viewer, reportedAuthor: true } } : post,
  );
  updateCachedComments(queryClient, postId, (c) =>
    c.author.id === userId ? { ...c, viewer: { ...c.viewer, reportedAuthor: true } } : c,
  );
}
