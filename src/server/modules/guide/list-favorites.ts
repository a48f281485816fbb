import type { Favorites } from '#shared/contracts/guide';
import type { ServerContext } from '#server/context';

/** The user's starred phrases, in the order they were starred. */
export async function listFavorites(ctx: Pick<ServerContext, 'db'>, userId: string): Promise<Favorites> {
  const rows = await ctx.db
    .selectFrom('favorite_phrases')
    .innerJoin('phrases', 'phrases.id', 'favorite_phrases.phrase_id')
    .select('favorite_phrases.phrase_id')
    .where('favorite_phrases.user_id', '=', userId)
    .orderBy('favorite_phrases.created_at')
    .orderBy('phrases.position')
    .execute();
  return { phraseIds: rows.map((r) => r.phrase_id) };
}
