import type { BoardSummary } from '#shared/contracts/community';
import type { CommunityContext } from './community-context.ts';
import { summarizeBoard } from './list-boards.ts';
import { requireBoard } from './post-access.ts';

/** One board by its slug (an archived one too: its posts are kept), or 404. */
export async function getBoard(ctx: Pick<CommunityContext, 'db'>, slug: string): Promise<BoardSummary> {
  return summarizeBoard(ctx, await requireBoard(ctx, slug));
}
