import { randomBytes } from 'node:crypto';
import type { Me } from '#shared/contracts/auth';
import type { Photo } from '#shared/contracts/photos';
import type { ServerContext } from '#server/context';
import { AppError, TooManyRequests } from '#server/lib/errors';
import type { PhotoStorage } from './photo-storage.ts';
import { toPhoto } from './photos.rows.ts';
import { processPhotoInTurn, storageKeyOf } from './process-photo.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Uploads a user may make per hour and per day; an account in its first day gets fewer. */
export const PHOTO_CAPS = { perHour: 30, perDay: 100, newPerHour: 10, newPerDay: 30 } as const;

type Ctx = Pick<ServerContext, 'db'> & { storage: PhotoStorage; capScale: number };

/** Refuses an upload over the hour's or the day's cap, before any byte is decoded or stored. */
async function requireUnderCaps({ db, capScale }: Ctx, user: Me, now: number) {
  const isNew = now - new Date(user.createdAt).getTime() < DAY_MS;
  const perHour = Math.round((isNew ? PHOTO_CAPS.newPerHour : PHOTO_CAPS.perHour) * capScale);
  const perDay = Math.round((isNew ? PHOTO_CAPS.newPerDay : PHOTO_CAPS.perDay) * capScale);
  const rows = await db
    .selectFrom('photos')
    .select('created_at')
    .where('owner_id', '=', user.id)
    .where('created_at', '>=', new Date(now - DAY_MS).toISOString())
    .orderBy('created_at', 'desc')
    .limit(perDay)
    .execute();
  const times = rows.map((r) => new Date(r.created_at).getTime());
  const inHour = times.filter((t) => t >= now - HOUR_MS);
  if (inHour.length >= perHour || times.length >= perDay) {
    const oldest = inHour.length >= perHour ? inHour[perHour - 1]! + HOUR_MS : times[perDay - 1]! + DAY_MS;
    throw new TooManyRequests('PHOTO_LIMIT', 'Too many photos uploaded lately.', Math.max(1000, oldest - now));
  }
}

/**
 * Takes one upload (decision record 032): caps first, then the bytes sniffed and re-encoded, its files
 * stored, and only then its row. Any refusal leaves nothing behind; a photo no one attaches within a day
 * is swept with its files.
 */
export async function uploadPhoto(
  ctx: Ctx,
  user: Me,
  input: Buffer,
  { visibility }: { visibility: 'public' | 'private' },
): Promise<Photo> {
  if (!user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', 'Verify your e-mail before adding photos.');
  await requireUnderCaps(ctx, user, Date.now());
  const processed = await processPhotoInTurn(input);
  const id = randomBytes(16).toString('base64url');
  const key = storageKeyOf(id, processed.files);
  try {
    await Promise.all(processed.files.map((f) => ctx.storage.put(key, f.name, f.bytes, f.contentType)));
    const row = await ctx.db
      .insertInto('photos')
      .values({
        id,
        owner_id: user.id,
        storage_key: key,
        visibility,
        width: processed.width,
        height: processed.height,
        widths: JSON.stringify(processed.widths),
        placeholder: processed.placeholder,
        bytes: processed.bytes,
        file_sizes: JSON.stringify(Object.fromEntries(processed.files.map((f) => [f.name, f.bytes.length]))),
        created_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toPhoto(row);
  } catch (error) {
    await ctx.storage
      .remove(
        key,
        processed.files.map((f) => f.name),
      )
      .catch(() => {});
    throw error;
  }
}
