import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { PHOTO_MAX_PIXELS } from '#shared/limits';
import { AppError } from '#server/lib/errors';
import { decodeHeic } from './decode-heic.ts';

/** The widths made for `srcset` (those below the photo's own width, and its own width). */
export const PHOTO_WIDTHS = [320, 640, 1280, 2048] as const;
const LONG_SIDE = 2048;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif']);

// libvips keeps no decoded images around between uploads: memory stays flat under a burst.
sharp.cache(false);
// One libvips thread per photo, and as many photos at a time as there are cores (SLOTS below): the
// encoders never take more than the machine has, and the event loop always gets its share.
sharp.concurrency(1);

export type PhotoFile = { name: string; bytes: Buffer; contentType: string };
export type ProcessedPhoto = {
  width: number;
  height: number;
  widths: number[];
  placeholder: string;
  files: PhotoFile[];
  bytes: number;
};

export const photoType = () =>
  new AppError('PHOTO_TYPE', 'Only JPEG, PNG, WebP, HEIC/HEIF and GIF photos are accepted.', 'photo');
export const tooManyPixels = () =>
  new AppError('PHOTO_TOO_MANY_PIXELS', `Photos may have at most ${PHOTO_MAX_PIXELS} pixels.`, 'photo');
const unreadable = () => new AppError('PHOTO_UNREADABLE', 'This photo could not be read.', 'photo');

/** The type the bytes say (never the name or the header the client sent), if it is one we take. */
export async function sniffPhotoType(input: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) throw photoType();
  return type.mime;
}

/** The widths to make for a photo `width` pixels wide. */
export function widthsFor(width: number): number[] {
  const below = PHOTO_WIDTHS.filter((w) => w < width);
  return [...below, Math.min(width, LONG_SIDE)];
}

/** The decoder for the bytes, its pixel count checked before anything is decoded. */
async function openImage(input: Buffer, mime: string): Promise<Sharp> {
  const options = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' as const };
  let meta: Metadata;
  try {
    // The header alone (no limit here, so its claimed size can be told apart from a damaged file).
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (!meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) throw tooManyPixels();
  if (mime === 'image/heic' || mime === 'image/heif') {
    if (meta.compression === 'av1') return sharp(input, options).rotate();
    const raw = await decodeHeic(input).catch(() => {
      throw unreadable();
    });
    return sharp(Buffer.from(raw.data.buffer), { raw: { width: raw.width, height: raw.height, channels: 4 } });
  }
  // The first frame of a GIF (sharp reads one page unless told otherwise); EXIF orientation applied.
  return sharp(input, options).rotate();
}

async function placeholderOf(image: Sharp): Promise<string> {
  const { data, info } = await image
    .clone()
    .resize(100, 100, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}

/**
 * Re-encodes an upload (decision record 032): oriented as its EXIF says, then every byte of metadata
 * (GPS, camera, time) left behind; WebP and a JPEG fallback at each width. Runs in libvips' threads.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const mime = await sniffPhotoType(input);
  const opened = await openImage(input, mime);
  let master: { data: Buffer; info: OutputInfo };
  try {
    // One decode, at most 2,048 px on the long side, in sRGB with no metadata: every file is made from it.
    master = await opened
      .resize(LONG_SIDE, LONG_SIDE, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw unreadable();
  }
  const { width, height, channels } = master.info;
  const image = sharp(master.data, { raw: { width, height, channels } });
  const widths = widthsFor(width);
  const files = (
    await Promise.all(
      widths.map(async (w) => {
        const resized = image.clone().resize({ width: w });
        const [webp, jpeg] = await Promise.all([
          // effort 2: as small as effort 4 on photos, a quarter faster (scripts/bench-photos.ts).
          resized.clone().webp({ quality: 76, effort: 2 }).toBuffer(),
          // The fallback for the rare browser without WebP: plain libjpeg-turbo, not mozjpeg's slower trellis.
          resized.clone().flatten({ background: '#ffffff' }).jpeg({ quality: 78, progressive: true }).toBuffer(),
        ]);
        return [
          { name: `${w}.webp`, bytes: webp, contentType: 'image/webp' },
          { name: `${w}.jpg`, bytes: jpeg, contentType: 'image/jpeg' },
        ];
      }),
    )
  ).flat();
  return {
    width,
    height,
    widths,
    placeholder: await placeholderOf(image),
    files,
    bytes: files.reduce((sum, f) => sum + f.bytes.length, 0),
  };
}

/** A photo's storage key: a digest of its files (so a URL's bytes never change), salted with its id. */
export function storageKeyOf(photoId: string, files: PhotoFile[]): string {
  const hash = createHash('sha256').update(photoId);
  for (const file of files) hash.update(file.name).update(file.bytes);
  return hash.digest('base64url').slice(0, 32);
}

/** Photos decoded at once: each holds its pixels in memory, so a burst waits in line instead of piling up. */
const SLOTS = Math.max(1, Math.min(4, availableParallelism()));
let busy = 0;
const waiting: (() => void)[] = [];

/** processPhoto, at most SLOTS at a time (libvips spreads each over the cores anyway). */
export async function processPhotoInTurn(input: Buffer): Promise<ProcessedPhoto> {
  if (busy >= SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else busy += 1;
  try {
    return await processPhoto(input);
  } finally {
    const next = waiting.shift();
    if (next) next();
    else busy -= 1;
  }
}
