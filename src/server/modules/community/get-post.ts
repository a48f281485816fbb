import type { PostDetail } from '#shared/contracts/community';
import type { ContentReportTarget } from '#server/db/schema';
import { photosOf } from '#server/modules/photos/photos.rows';
import type { CommunityContext } from './community-context.ts';
import { shapeSummary } from './community.rows.ts';
import { isAdmin, type Viewer } from './community.rules.ts';
import { requireViewablePost } from './post-access.ts';

/** Whether the viewer liked the post or comment, reported it, or reported its author. */
async function viewerFlags(
  { db }: Pick<CommunityContext, 'db'>,
  viewer: Viewer,
  target: ContentReportTarget,
  targetId: number,
  authorId: string,
) {
  if (!viewer) return { liked: false, reported: false, reportedAuthor: false };
  const liked =
    target === 'post'
      ? db
          .selectFrom('post_likes')
          .select('user_id')
          .where('post_id', '=', targetId)
          .where('user_id', '=', viewer.id)
          .executeTakeFirst()
      : db
          .selectFrom('comment_likes')
          .select('user_id')
          .where('comment_id', '=', targetId)
          .where('user_id', '=', viewer.id)
          .executeTakeFirst();
  const [like, reports] = await Promise.all([
    liked,
    db
      .selectFrom('content_reports')
      .select('target_type')
      .where('reporter_id', '=', viewer.id)
      .where((eb) =>
        eb.or([
          eb.and([eb('target_type', '=', target), eb('target_id', '=', String(targetId))]),
          eb.and([eb('target_type', '=', 'user'), eb('target_id', '=', authorId)]),
        ]),
      )
      .execute(),
  ]);
  return {
    liked: Boolean(like),
    reported: reports.some((r) => r.target_type === target),
    reportedAuthor: reports.some((r) => r.target_type === 'user'),
  };
}

/** A post as its page shows it, or 404; a deleted one is a tombstone without its text and photos. */
export async function getPost(ctx: Pick<CommunityContext, 'db'>, postId: number, viewer: Viewer): Promise<PostDetail> {
  const row = await requireViewablePost(ctx, postId, viewer);
  const deleted = row.deleted_at !== null;
  const [flags, photos] = await Promise.all([
    viewerFlags(ctx, viewer, 'post', postId, row.author_id),
    deleted ? new Map() : photosOf(ctx.db, 'post', [postId]),
  ]);
  const summary = shapeSummary(row);
  return {
    ...summary,
    ...(deleted ? { title: '', excerpt: '' } : {}),
    body: deleted ? '' : row.body,
    acceptedCommentId: row.accepted_comment_id === null ? null : row.accepted_comment_id,
    deleted,
    deletedByModerator: deleted && Boolean(row.deleted_by_moderator),
    hidden: Boolean(row.hidden),
    photos: photos.get(String(postId)) ?? [],
    viewer: { isAuthor: viewer?.id === row.author_id, canModerate: isAdmin(viewer), ...flags },
  };
}
