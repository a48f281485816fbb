import type { Me } from '#shared/contracts/auth';
import type { ReportReason } from '#shared/contracts/reports';
import type { WorkOption } from '#server/lib/transaction';
import type { CommunityContext } from './community-context.ts';
import type { Viewer } from './community.rules.ts';
import { deleteComment } from './delete-comment.ts';
import { deletePost } from './delete-post.ts';
import { getComment } from './get-comment.ts';
import { getPost } from './get-post.ts';
import { moderateComment } from './moderate-comment.ts';
import { moderatePost } from './moderate-post.ts';

/**
 * What the admin room calls on the community (its moderation endpoints, resolving a report), bound to the
 * community's context. One use case a file (decision record 028); the commands join the caller's work.
 */
export function createCommunityService(ctx: CommunityContext) {
  return {
    deletePost: (user: Me, postId: number, reason: ReportReason | null = null, { work }: WorkOption = {}) =>
      deletePost(ctx, user, postId, reason, { work }),
    deleteComment: (user: Me, commentId: number, reason: ReportReason | null = null, { work }: WorkOption = {}) =>
      deleteComment(ctx, user, commentId, reason, { work }),
    moderatePost: (
      admin: Me,
      postId: number,
      change: { hidden?: boolean; pinned?: boolean },
      reason: ReportReason | null = null,
      { work }: WorkOption = {},
    ) => moderatePost(ctx, admin, postId, change, reason, { work }),
    moderateComment: (
      admin: Me,
      commentId: number,
      hidden: boolean,
      reason: ReportReason | null = null,
      { work }: WorkOption = {},
    ) => moderateComment(ctx, admin, commentId, hidden, reason, { work }),
    requirePost: (postId: number, viewer: Viewer) => getPost(ctx, postId, viewer),
    requireCommentView: (viewer: Viewer, commentId: number) => getComment(ctx, viewer, commentId),
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
