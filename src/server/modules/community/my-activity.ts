import type { MyActivityResponse } from '#shared/contracts/community';
import type { CommunityContext } from './community-context.ts';
import { excerptOf, postQuery, shapeSummary, visiblePost } from './community.rows.ts';

const ACTIVITY_MAX = 50;

/** My page: my posts, my comments and the posts I liked, newest first. */
export async function getMyActivity({ db }: Pick<CommunityContext, 'db'>, userId: string): Promise<MyActivityResponse> {
  const [posts, comments, liked] = await Promise.all([
    postQuery(db)
      .where('posts.author_id', '=', userId)
      .where('posts.deleted_at', 'is', null)
      .orderBy('posts.id', 'desc')
      .limit(ACTIVITY_MAX)
      .execute(),
    db
      .selectFrom('comments')
      .innerJoin('posts', 'posts.id', 'comments.post_id')
      .select([
        'comments.id',
        'comments.body',
        'comments.created_at',
        'posts.id as post_id',
        'posts.title',
        'posts.deleted_at as post_deleted_at',
        'posts.hidden as post_hidden',
        'posts.author_id as post_author_id',
      ])
      .where('comments.author_id', '=', userId)
      .where('comments.deleted_at', 'is', null)
      .orderBy('comments.id', 'desc')
      .limit(ACTIVITY_MAX)
      .execute(),
    postQuery(db)
      .innerJoin('post_likes', 'post_likes.post_id', 'posts.id')
      .where('post_likes.user_id', '=', userId)
      .where(visiblePost)
      .orderBy('post_likes.created_at', 'desc')
      .limit(ACTIVITY_MAX)
      .execute(),
  ]);
  return {
    posts: posts.map(shapeSummary),
    comments: comments
      .filter((c) => !c.post_deleted_at && (!c.post_hidden || c.post_author_id === userId))
      .map((c) => ({
        id: c.id,
        body: excerptOf(c.body),
        createdAt: c.created_at,
        post: { id: c.post_id, title: c.title },
      })),
    likedPosts: liked.map(shapeSummary),
  };
}
