import type { Favorites } from '#shared/contracts/guide';
import type { ServerContext } from '#server/context';
import { listFavorites } from './list-favorites.ts';

/** Unstars one phrase. */
export async function removeFavorite(
  ctx: Pick<ServerContext, 'db'>,
  userId: string,
  phraseId: string,
): Promise<Favorites> {
  await ctx.db.deleteFrom('favorite_phrases').where('user_id', '=', userId).where('phrase_id', '=', phraseId).execute();
  return listFavorites(ctx, userId);
}
