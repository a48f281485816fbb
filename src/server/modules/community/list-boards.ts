import type { BoardSummary } from '#shared/contracts/community';
import type { CommunityContext } from './community-context.ts';
import { type BoardRow, shapeBoard, visiblePost } from './community.rows.ts';

async function latestPost({ db }: Pick<CommunityContext, 'db'>, boardId: number) {
  const row = await db
    .selectFrom('posts')
    .select(['id', 'title', 'created_at'])
    .where('board_id', '=', boardId)
    .where(visiblePost)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { id: row.id, title: row.title, createdAt: row.created_at } : null;
}

/** A board with its count of visible posts and its latest one. */
export async function summarizeBoard(ctx: Pick<CommunityContext, 'db'>, board: BoardRow): Promise<BoardSummary> {
  return shapeBoard(board, await latestPost(ctx, board.id));
}

/** The boards that are not archived, in their order. */
export async function listBoards(ctx: Pick<CommunityContext, 'db'>): Promise<BoardSummary[]> {
  const boards = await ctx.db
    .selectFrom('boards')
    .selectAll()
    .where('archived', '=', false)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return Promise.all(boards.map((board) => summarizeBoard(ctx, board)));
}
