import type { ServerContext } from '#server/context';
import type { PhotoStorage } from './photo-storage.ts';
import { removeFiles } from './remove-photo.ts';

/**
 * Account erasure (decision record 006): every photo the user uploaded goes, files and rows, whatever it
 * illustrates (a post of theirs stays readable by 'deleted user', without its photos).
 */
export async function erasePhotos(ctx: Pick<ServerContext, 'db'> & { storage: PhotoStorage }, userId: string) {
  const rows = await ctx.db
    .selectFrom('photos')
    .select(['id', 'storage_key', 'widths'])
    .where('owner_id', '=', userId)
    .execute();
  await removeFiles(ctx.storage, rows);
  await ctx.db.deleteFrom('photos').where('owner_id', '=', userId).execute();
  return rows.length;
}
