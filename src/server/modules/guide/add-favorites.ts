import type { Favorites } from '#shared/contracts/guide';
import type { ServerContext } from '#server/context';
import { listFavorites } from './list-favorites.ts';

/** Adds favourites (idempotent); unknown phrase ids are ignored, not an error, since content changes. */
export async function addFavorites(
  ctx: Pick<ServerContext, 'db'>,
  userId: string,
  phraseIds: string[],
): Promise<Favorites> {
  const unique = [...new Set(phraseIds)];
  if (unique.length > 0) {
    const known = await ctx.db.selectFrom('phrases').select('id').where('id', 'in', unique).execute();
    if (known.length > 0) {
      const now = new Date().toISOString();
      await ctx.db
        .insertInto('favorite_phrases')
        .values(known.map((p) => ({ user_id: userId, phrase_id: p.id, created_at: now })))
        .onConflict((oc) => oc.columns(['user_id', 'phrase_id']).doNothing())
        .execute();
    }
  }
  return listFavorites(ctx, userId);
}
