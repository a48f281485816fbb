import type { ServerContext } from '#server/context';
import { EXPORT_LINK_MS, signedPhotoPath } from './photo-links.ts';
import { PHOTO_COLUMNS, photoBase, widthsOf } from './photos.rows.ts';

/**
 * The user's photos in their data export (decision record 032): what each illustrates, its description,
 * and a link to its largest JPEG — a public photo's own URL, a chat photo's link signed for a day.
 */
export async function exportPhotos(
  ctx: Pick<ServerContext, 'db'> & { secret: string; publicUrl: string },
  userId: string,
  now = Date.now(),
) {
  const rows = await ctx.db
    .selectFrom('photos')
    .select(PHOTO_COLUMNS)
    .where('owner_id', '=', userId)
    .where('state', '!=', 'removed')
    .orderBy('created_at')
    .execute();
  const expires = now + EXPORT_LINK_MS;
  return {
    photos: rows.map((row) => {
      const widths = widthsOf(row);
      const file = `${widths[widths.length - 1]}.jpg`;
      const path =
        row.visibility === 'public' ? `${photoBase(row)}/${file}` : signedPhotoPath(ctx.secret, row.id, file, expires);
      return {
        id: row.id,
        attachedTo: row.target_type ? { type: row.target_type, id: row.target_id } : null,
        description: row.alt,
        width: row.width,
        height: row.height,
        uploadedAt: new Date(row.created_at).toISOString(),
        url: `${ctx.publicUrl}${path}`,
        ...(row.visibility === 'private' ? { urlExpiresAt: new Date(expires).toISOString() } : {}),
      };
    }),
  };
}
