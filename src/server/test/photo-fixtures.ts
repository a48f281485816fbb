import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** Where the fixtures say they were taken: Gyeongbokgung, Seoul. */
export const FIXTURE_GPS = { latitude: '37/1 34/1 47/1', longitude: '126/1 58/1 36/1' };
export const FIXTURE_CAMERA_SERIAL = 'SN-HOLA-4242';

/**
 * A photo as a phone writes it: a JPEG with GPS, camera serial and time in its EXIF, and an orientation
 * tag (6: to be turned 90° clockwise), so `width`×`height` as stored shows `height`×`width`.
 */
export function phoneJpeg({
  width = 800,
  height = 600,
  orientation = 6,
  color = '#3a7',
}: { width?: number; height?: number; orientation?: number; color?: string } = {}) {
  // A gradient, so the encoders have something to encode.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#fc3"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 4}" cy="${height / 4}" r="${Math.min(width, height) / 8}" fill="#c33"/></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 85 })
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: 'HolaPhone', Model: 'HP-1', DateTime: '2026:11:26 10:42:00' },
      IFD2: { BodySerialNumber: FIXTURE_CAMERA_SERIAL, DateTimeOriginal: '2026:11:26 10:42:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: FIXTURE_GPS.latitude,
        GPSLongitudeRef: 'E',
        GPSLongitude: FIXTURE_GPS.longitude,
      },
    })
    .toBuffer();
}

/** A plain PNG of the given size. */
export function png(width = 64, height = 48) {
  return sharp({ create: { width, height, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
}

/** A PNG whose header claims `width`×`height` pixels over a few bytes of data: a decompression bomb. */
export async function pixelBombPng(width = 30_000, height = 30_000) {
  const bytes = Buffer.from(await png(1, 1));
  // IHDR's data starts at byte 16 (8 of signature, 4 of length, 4 of type); its CRC follows at 29.
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(zlib.crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

/** A two-frame animated GIF (red, then blue). */
export function animatedGif() {
  const frame = (background: string) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background } })
      .png()
      .toBuffer();
  return Promise.all([frame('#f00'), frame('#00f')]).then((frames) =>
    sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer(),
  );
}

type Agent = { cookie: () => string };

/** Uploads bytes as the browser does (or with whatever type a test claims); returns the raw answer. */
export function postPhoto(
  app: FastifyInstance,
  agent: Agent | null,
  bytes: Buffer,
  { contentType = 'application/octet-stream', purpose }: { contentType?: string; purpose?: 'public' | 'chat' } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/photos${purpose ? `?purpose=${purpose}` : ''}`,
    payload: bytes,
    headers: { 'content-type': contentType, ...(agent?.cookie() ? { cookie: agent.cookie() } : {}) },
  });
}
