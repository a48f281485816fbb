import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a link in the data export works. */
export const EXPORT_LINK_MS = 24 * 60 * 60 * 1000;

const signatureOf = (secret: string, photoId: string, file: string, expires: number) =>
  createHmac('sha256', secret).update(`photo:${photoId}/${file}:${expires}`).digest('base64url');

/** A link to one file of a private photo that works without a session until `expires` (ms since epoch). */
export function signedPhotoPath(secret: string, photoId: string, file: string, expires: number): string {
  return `/api/photos/${photoId}/${file}?expires=${expires}&signature=${signatureOf(secret, photoId, file, expires)}`;
}

export function isValidPhotoSignature(
  secret: string,
  photoId: string,
  file: string,
  { expires, signature }: { expires?: number; signature?: string },
  now = Date.now(),
): boolean {
  if (!expires || !signature || expires < now) return false;
  const expected = Buffer.from(signatureOf(secret, photoId, file, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
