import { sql } from 'kysely';
import type { z } from 'zod';
import { shownNickname } from '#shared/account-rules';
import type { AdminContentQuerySchema, AdminPostListSchema } from '#shared/contracts/admin';
import type { AdminContext } from './admin-context.ts';
import { localized } from './admin.rows.ts';
import { reportCounts } from './content-access.ts';

type ContentQuery = z.infer<typeof AdminContentQuerySchema>;

/** Every post, hidden and deleted included, with how often it was reported; text search through the community's store. */
export async function listPosts(
  { db, database }: Pick<AdminContext, 'db' | 'database'>,
  query: ContentQuery,
): Promise<z.infer<typeof AdminPostListSchema>> {
  let list = db.selectFrom('posts').innerJoin('boards', 'boards.id', 'posts.board_id');
  if (query.board) list = list.where('boards.slug', '=', query.board);
  if (query.q) list = list.where(database.stores.community.postTextMatches(query.q));
  if (query.state === 'visible') list = list.where('posts.deleted_at', 'is', null).where('posts.hidden', '=', false);
  if (query.state === 'hidden') list = list.where('posts.hidden', '=', true);
  if (query.state === 'deleted') list = list.where('posts.deleted_at', 'is not', null);
  const [{ total }, rows] = await Promise.all([
    list.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    list
      .innerJoin('users as author', 'author.id', 'posts.author_id')
      .select([
        'posts.id',
        'posts.title',
        sql<string>`substr(posts.body, 1, 200)`.as('excerpt'),
        'posts.author_id',
        'author.nickname',
        'author.deleted_at as author_deleted_at',
        'posts.created_at',
        'posts.hidden',
        'posts.pinned',
        'posts.deleted_at',
        'posts.like_count',
        'posts.comment_count',
        'boards.slug',
        'boards.name_ko',
        'boards.name_es',
        'boards.name_en',
      ])
      .orderBy('posts.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  const reports = await reportCounts(
    db,
    'post',
    rows.map((r) => r.id),
  );
  return {
    total: total,
    posts: rows.map((r) => ({
      id: r.id,
      board: { slug: r.slug, name: localized(r, 'name') },
      title: r.title,
      excerpt: r.excerpt.replace(/\s+/g, ' ').trim(),
      author: { id: r.author_id, nickname: shownNickname({ nickname: r.nickname, deletedAt: r.author_deleted_at }) },
      createdAt: r.created_at,
      hidden: Boolean(r.hidden),
      pinned: Boolean(r.pinned),
      deleted: r.deleted_at !== null,
      likeCount: r.like_count,
      commentCount: r.comment_count,
      reportCount: reports.get(String(r.id)) ?? 0,
    })),
    page: query.page,
    pageSize: query.pageSize,
  };
}
