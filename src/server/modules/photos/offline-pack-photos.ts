import { OFFLINE_PACK_PHOTO_BYTES, OFFLINE_PACK_PHOTO_WIDTH } from '#shared/limits';
import { photoFileUrl, photoWidthFor } from '#shared/photo-rules';
import type { Db } from '#server/db/index';
import { PHOTO_COLUMNS, toPhoto } from './photos.rows.ts';

/**
 * The place and region photos an offline pack carries: one screen-wide WebP each (the width the places
 * pages ask for on a phone), first photos first, until the pack's photo budget is spent. Sizes are the
 * stored files', so the size told before downloading is the size downloaded.
 */
export async function offlinePackPhotos(
  db: Pick<Db, 'selectFrom'>,
  budget = OFFLINE_PACK_PHOTO_BYTES,
): Promise<{ url: string; bytes: number }[]> {
  const rows = await db
    .selectFrom('photos')
    .select(PHOTO_COLUMNS)
    .where('target_type', 'in', ['place', 'region'])
    .where('state', '=', 'attached')
    .orderBy('position')
    .orderBy('target_type')
    .orderBy('target_id')
    .execute();
  const files: { url: string; bytes: number }[] = [];
  let total = 0;
  for (const row of rows) {
    const photo = toPhoto(row);
    const width = photoWidthFor(photo, OFFLINE_PACK_PHOTO_WIDTH);
    const bytes = (JSON.parse(row.file_sizes) as Record<string, number>)[`${width}.webp`] ?? 0;
    if (total + bytes > budget) break;
    total += bytes;
    files.push({ url: photoFileUrl(photo, width, 'webp'), bytes });
  }
  return files;
}
