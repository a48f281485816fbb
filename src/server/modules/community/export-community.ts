import type { CommunityContext } from './community-context.ts';

/** What the user wrote, liked and reported, read for the data export. */
function readExport({ db }: Pick<CommunityContext, 'db'>, userId: string) {
  return Promise.all([
    db
      .selectFrom('posts')
      .innerJoin('boards', 'boards.id', 'posts.board_id')
      .select([
        'posts.id',
        'boards.slug',
        'posts.title',
        'posts.body',
        'posts.created_at',
        'posts.edited_at',
        'posts.deleted_at',
      ])
      .where('posts.author_id', '=', userId)
      .orderBy('posts.id')
      .execute(),
    db
      .selectFrom('comments')
      .select(['id', 'post_id', 'body', 'created_at', 'edited_at', 'deleted_at'])
      .where('author_id', '=', userId)
      .orderBy('id')
      .execute(),
    db.selectFrom('post_likes').select(['post_id', 'created_at']).where('user_id', '=', userId).execute(),
    db.selectFrom('comment_likes').select(['comment_id', 'created_at']).where('user_id', '=', userId).execute(),
    db
      .selectFrom('content_reports')
      .select(['target_type', 'target_id', 'reason', 'detail', 'created_at'])
      .where('reporter_id', '=', userId)
      .execute(),
  ]);
}

/** For the data export: what the user wrote, liked and reported. */
export async function exportCommunity(ctx: Pick<CommunityContext, 'db'>, userId: string) {
  const [posts, comments, postLikes, commentLikes, reports] = await readExport(ctx, userId);
  return {
    posts: posts.map((p) => ({
      id: p.id,
      board: p.slug,
      title: p.title,
      body: p.body,
      createdAt: p.created_at,
      editedAt: p.edited_at,
      deletedAt: p.deleted_at,
    })),
    comments: comments.map((c) => ({
      id: c.id,
      postId: c.post_id,
      body: c.body,
      createdAt: c.created_at,
      editedAt: c.edited_at,
      deletedAt: c.deleted_at,
    })),
    likes: [
      ...postLikes.map((l) => ({ postId: l.post_id, likedAt: l.created_at })),
      ...commentLikes.map((l) => ({ commentId: l.comment_id, likedAt: l.created_at })),
    ],
    contentReports: reports.map((r) => ({
      target: r.target_type,
      targetId: r.target_id,
      reason: r.reason,
      detail: r.detail,
      createdAt: r.created_at,
    })),
  };
}
