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
