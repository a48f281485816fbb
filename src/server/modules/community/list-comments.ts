import type { Comment } from '#shared/contracts/community';
import { photosOf } from '#server/modules/photos/photos.rows';
import type { CommunityContext } from './community-context.ts';
import { commentQuery, shapeComment, type ThreadViewer } from './community.rows.ts';
import { isAdmin, type Viewer } from './community.rules.ts';
import { requireViewablePost } from './post-access.ts';

const COMMENTS_MAX = 1000;

/** What the viewer liked and reported in the thread (nothing for a visitor). */
async function threadViewer({ db }: Pick<CommunityContext, 'db'>, postId: number, viewer: Viewer) {
  const seen: ThreadViewer = {
    id: viewer?.id ?? null,
    canModerate: isAdmin(viewer),
    liked: new Set(),
    reportedComments: new Set(),
    reportedUsers: new Set(),
  };
  if (!viewer) return seen;
  const [likes, reports] = await Promise.all([
    db
      .selectFrom('comment_likes')
      .innerJoin('comments', 'comments.id', 'comment_likes.comment_id')
      .select('comment_likes.comment_id')
      .where('comments.post_id', '=', postId)
      .where('comment_likes.user_id', '=', viewer.id)
      .execute(),
    db
      .selectFrom('content_reports')
      .select(['target_type', 'target_id'])
      .where('reporter_id', '=', viewer.id)
      .where('target_type', 'in', ['comment', 'user'])
      .execute(),
  ]);
  seen.liked = new Set(likes.map((l) => l.comment_id));
  seen.reportedComments = new Set(reports.filter((r) => r.target_type === 'comment').map((r) => r.target_id));
  seen.reportedUsers = new Set(reports.filter((r) => r.target_type === 'user').map((r) => r.target_id));
  return seen;
}

/** The thread of a post, oldest first, or 404 with the post; `onlyId` narrows it to one comment. */
export async function listComments(
  ctx: Pick<CommunityContext, 'db'>,
  postId: number,
  viewer: Viewer,
  onlyId?: number,
): Promise<Comment[]> {
  const post = await requireViewablePost(ctx, postId, viewer);
  const rows = await commentQuery(ctx.db)
    .where('comments.post_id', '=', postId)
    .$if(onlyId !== undefined, (qb) => qb.where('comments.id', '=', onlyId!))
    .orderBy('comments.id')
    .limit(COMMENTS_MAX)
    .execute();
  const seen = await threadViewer(ctx, postId, viewer);
  const photos = await photosOf(
    ctx.db,
    'comment',
    rows.map((r) => r.id),
  );
  return rows.map((r) => shapeComment(r, post.id, seen, photos.get(String(r.id)) ?? []));
}
