import { sql } from 'kysely';
import type { z } from 'zod';
import { shownNickname } from '#shared/account-rules';
import type { AdminCommentListSchema, AdminContentQuerySchema } from '#shared/contracts/admin';
import type { AdminContext } from './admin-context.ts';
import { reportCounts } from './content-access.ts';

type ContentQuery = z.infer<typeof AdminContentQuerySchema>;

/** Every comment, hidden and deleted included, with how often it was reported. */
export async function listComments(
  { db }: Pick<AdminContext, 'db'>,
  query: ContentQuery,
): Promise<z.infer<typeof AdminCommentListSchema>> {
  let list = db.selectFrom('comments').innerJoin('posts', 'posts.id', 'comments.post_id');
  if (query.q) {
    const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    list = list.where(sql<boolean>`lower(comments.body) like ${pattern} escape '\\'`);
  }
  if (query.board)
    list = list.innerJoin('boards', 'boards.id', 'posts.board_id').where('boards.slug', '=', query.board);
  if (query.state === 'visible')
    list = list.where('comments.deleted_at', 'is', null).where('comments.hidden', '=', false);
  if (query.state === 'hidden') list = list.where('comments.hidden', '=', true);
  if (query.state === 'deleted') list = list.where('comments.deleted_at', 'is not', null);
  const [{ total }, rows] = await Promise.all([
    list.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    list
      .innerJoin('users as author', 'author.id', 'comments.author_id')
      .select([
        'comments.id',
        'comments.body',
        'comments.author_id',
        'author.nickname',
        'author.deleted_at as author_deleted_at',
        'comments.created_at',
        'comments.hidden',
        'comments.deleted_at',
        'posts.id as post_id',
        'posts.title',
      ])
      .orderBy('comments.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  const reports = await reportCounts(
    db,
    'comment',
    rows.map((r) => r.id),
  );
  return {
    total: total,
    comments: rows.map((r) => ({
      id: r.id,
      post: { id: r.post_id, title: r.title },
      body: r.body,
      author: { id: r.author_id, nickname: shownNickname({ nickname: r.nickname, deletedAt: r.author_deleted_at }) },
      createdAt: r.created_at,
      hidden: Boolean(r.hidden),
      deleted: r.deleted_at !== null,
      reportCount: reports.get(String(r.id)) ?? 0,
    })),
    page: query.page,
    pageSize: query.pageSize,
  };
}
