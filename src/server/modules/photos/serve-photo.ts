import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Me } from '#shared/contracts/auth';
import type { ServerContext } from '#server/context';
import { notFound, unauthenticated } from '#server/lib/errors';
import type { PhotoStorage } from './photo-storage.ts';
import { isValidPhotoSignature } from './photo-links.ts';
import { filesOf, PHOTO_COLUMNS, type PhotoRow } from './photos.rows.ts';

type Ctx = Pick<ServerContext, 'db'> & { storage: PhotoStorage; secret: string };

/**
 * Public photos: kept a year by browsers (the URL's bytes never change), but never by a shared cache
 * without asking us first (s-maxage=0): a removed photo is refused from the next request on, everywhere.
 */
export const PUBLIC_CACHE = 'public, max-age=31536000, s-maxage=0, immutable';
/** Chat photos: only a browser keeps one, and asks each time (the viewer check runs again). */
export const PRIVATE_CACHE = 'private, no-cache';

/** Whether what a public photo is attached to can still be read (a deleted post takes its photos with it). */
async function targetIsLive(db: Ctx['db'], row: PhotoRow): Promise<boolean> {
  if (row.target_type === 'post' || row.target_type === 'comment') {
    const table = row.target_type === 'post' ? 'posts' : 'comments';
    const target = await db
      .selectFrom(table)
      .select('deleted_at')
      .where('id', '=', Number(row.target_id))
      .executeTakeFirst();
    return Boolean(target && target.deleted_at === null);
  }
  return true;
}

async function sendFile(
  storage: PhotoStorage,
  row: PhotoRow,
  file: string,
  cacheControl: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (!filesOf(row).includes(file)) throw notFound('Photo');
  const etag = `"${row.storage_key}-${file}"`;
  reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    // Shown inline, never as a page: nothing in it may run.
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'same-origin');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const stored = await storage.get(row.storage_key, file);
  if (!stored) throw notFound('Photo');
  return reply
    .type(file.endsWith('.webp') ? 'image/webp' : 'image/jpeg')
    .header('content-length', String(stored.size))
    .send(stored.body);
}

/** GET /media/:key/:file — a public photo's file, by its content-addressed key. */
export async function servePublicPhoto(
  ctx: Ctx,
  params: { key: string; file: string },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const row = await ctx.db
    .selectFrom('photos')
    .select(PHOTO_COLUMNS)
    .where('storage_key', '=', params.key)
    .where('visibility', '=', 'public')
    .where('state', '!=', 'removed')
    .executeTakeFirst();
  if (!row || !(await targetIsLive(ctx.db, row))) throw notFound('Photo');
  return sendFile(ctx.storage, row, params.file, PUBLIC_CACHE, request, reply);
}

/**
 * Whether the viewer may see a chat photo: its uploader, the other participant of its message, or an admin
 * once the message is reported (the report shows what was sent).
 */
async function mayView(db: Ctx['db'], row: PhotoRow, viewer: Me): Promise<boolean> {
  if (row.owner_id === viewer.id) return true;
  if (row.state !== 'attached' || row.target_type !== 'message') return false;
  if (viewer.role === 'admin') {
    const report = await db
      .selectFrom('message_reports')
      .select('message_id')
      .where('message_id', '=', Number(row.target_id))
      .executeTakeFirst();
    if (report) return true;
  }
  const message = await db
    .selectFrom('messages')
    .select('id')
    .where('id', '=', Number(row.target_id))
    .where('deleted', '=', false)
    .where((eb) => eb.or([eb('sender_id', '=', viewer.id), eb('receiver_id', '=', viewer.id)]))
    .executeTakeFirst();
  return Boolean(message);
}

/**
 * GET /api/photos/:photoId/:file — a chat photo, to its two participants only (or through a signed link of
 * the data export, valid for a day). Anyone else hears 404, a visitor 401: whether it exists is not told.
 */
export async function servePrivatePhoto(
  ctx: Ctx,
  viewer: Me | null,
  params: { photoId: string; file: string },
  query: { expires?: number; signature?: string },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const signed = isValidPhotoSignature(ctx.secret, params.photoId, params.file, query);
  if (!viewer && !signed) throw unauthenticated();
  const row = await ctx.db
    .selectFrom('photos')
    .select(PHOTO_COLUMNS)
    .where('id', '=', params.photoId)
    .where('visibility', '=', 'private')
    .where('state', '!=', 'removed')
    .executeTakeFirst();
  if (!row || !(signed || (viewer && (await mayView(ctx.db, row, viewer))))) throw notFound('Photo');
  return sendFile(ctx.storage, row, params.file, PRIVATE_CACHE, request, reply);
}
