import type { HighlightsResponse } from '#shared/contracts/community';
import type { CommunityContext } from './community-context.ts';
import { postQuery, shapeSummary, visiblePost } from './community.rows.ts';
import { DAY_MS } from './community.rules.ts';

const HIGHLIGHT_COUNT = 10;
const POPULAR_COUNT = 5;
const POPULAR_WINDOW_DAYS = 30;

/** The community's front: the newest posts of every open board, and the most liked of the last 30 days. */
export async function getHighlights({ db }: Pick<CommunityContext, 'db'>): Promise<HighlightsResponse> {
  const live = () => postQuery(db).where(visiblePost).where('boards.archived', '=', false);
  const since = new Date(Date.now() - POPULAR_WINDOW_DAYS * DAY_MS).toISOString();
  const [newest, popular] = await Promise.all([
    live().orderBy('posts.id', 'desc').limit(HIGHLIGHT_COUNT).execute(),
    live()
      .where('posts.created_at', '>', since)
      .where('posts.like_count', '>', 0)
      .orderBy('posts.like_count', 'desc')
      .orderBy('posts.id', 'desc')
      .limit(POPULAR_COUNT)
      .execute(),
  ]);
  return { newest: newest.map(shapeSummary), popular: popular.map(shapeSummary) };
}
