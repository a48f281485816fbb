import type { Phrase, PhrasesResponse } from '#shared/contracts/guide';
import type { ServerContext } from '#server/context';

/** Every phrase in its order, and the day the oldest was last reviewed. */
export async function listPhrases(ctx: Pick<ServerContext, 'db'>): Promise<PhrasesResponse> {
  const rows = await ctx.db
    .selectFrom('phrases')
    .select(['id', 'category', 'ko', 'romanization', 'en', 'es', 'updated_at'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  const days = rows.map((r) => r.updated_at.slice(0, 10)).sort();
  return { phrases: rows.map(({ updated_at: _, ...phrase }) => phrase as Phrase), reviewed: days[0] ?? null };
}
