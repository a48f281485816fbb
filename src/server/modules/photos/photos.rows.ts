import type { Selectable } from 'kysely';
import type { Photo, PhotoTargetType } from '#shared/contracts/photos';
import type { Db } from '#server/db/index';
import type { PhotosTable } from '#server/db/schema';

export type PhotoRow = Selectable<PhotosTable>;
export const PHOTO_COLUMNS = [
  'id',
  'owner_id',
  'storage_key',
  'visibility',
  'state',
  'target_type',
  'target_id',
  'position',
  'alt',
  'width',
  'height',
  'widths',
  'placeholder',
  'bytes',
  'file_sizes',
  'created_at',
  'attached_at',
  'removed_at',
] as const;

/** Public photos at their content-addressed URL, chat photos behind the viewer check (decision record 032). */
export const photoBase = (row: Pick<PhotoRow, 'id' | 'storage_key' | 'visibility'>) =>
  row.visibility === 'public' ? `/media/${row.storage_key}` : `/api/photos/${row.id}`;

export const widthsOf = (row: Pick<PhotoRow, 'widths'>): number[] => JSON.parse(row.widths) as number[];

/** The file names of a photo: each width, WebP and JPEG. */
export const filesOf = (row: Pick<PhotoRow, 'widths'>) => widthsOf(row).flatMap((w) => [`${w}.webp`, `${w}.jpg`]);

export const toPhoto = (row: PhotoRow): Photo => ({
  id: row.id,
  width: row.width,
  height: row.height,
  alt: row.alt,
  placeholder: row.placeholder,
  base: photoBase(row),
  widths: widthsOf(row),
});

/** The attached photos of many targets of one type, in their order, by target id. */
export async function photosOf(
  db: Pick<Db, 'selectFrom'>,
  targetType: PhotoTargetType,
  targetIds: (string | number)[],
): Promise<Map<string, Photo[]>> {
  const byTarget = new Map<string, Photo[]>();
  if (targetIds.length === 0) return byTarget;
  const rows = await db
    .selectFrom('photos')
    .select(PHOTO_COLUMNS)
    .where('target_type', '=', targetType)
    .where('target_id', 'in', [...new Set(targetIds.map(String))])
    .where('state', '=', 'attached')
    .orderBy('target_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const list = byTarget.get(row.target_id!) ?? [];
    list.push(toPhoto(row));
    byTarget.set(row.target_id!, list);
  }
  return byTarget;
}
