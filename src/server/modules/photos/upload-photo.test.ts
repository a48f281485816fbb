import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '#shared/limits';
import type { Photo } from '#shared/contracts/photos';
import { photoFileUrl } from '#shared/photo-rules';
import {
  animatedGif,
  FIXTURE_CAMERA_SERIAL,
  phoneJpeg,
  pixelBombPng,
  png,
  postPhoto,
} from '#server/test/photo-fixtures';
import { createTestApp, signUpUser } from '#server/test/test-app';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;

/** Every file under the test's photo folder: what a refusal must not have left behind. */
const storedFiles = (ctx: Ctx) => {
  const dir = ctx.config.photoStorage.kind === 'disk' ? ctx.config.photoStorage.dir : '';
  try {
    return readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.'));
  } catch {
    return [];
  }
};

describe('uploading a photo', () => {
  let ctx: Ctx;
  let member: Awaited<ReturnType<typeof signUpUser>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    member = await signUpUser(ctx.app);
  });
  afterAll(() => ctx.close());

  const expectNothingStored = async () => {
    expect(storedFiles(ctx)).toEqual([]);
    expect(await ctx.db.selectFrom('photos').select('id').execute()).toEqual([]);
  };

  it('refuses a signed-out visitor with 401', async () => {
    const res = await postPhoto(ctx.app, null, await png());
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an unverified member', async () => {
    const unverified = await signUpUser(ctx.app, { verified: false });
    const res = await postPhoto(ctx.app, unverified.agent, await png());
    expect(res.json().error.code).toBe('EMAIL_NOT_VERIFIED');
    await expectNothingStored();
  });

  it('refuses text renamed to .jpg and sent as image/jpeg, and stores nothing', async () => {
    const res = await postPhoto(ctx.app, member.agent, Buffer.from('just some text, named holiday.jpg\n'.repeat(20)), {
      contentType: 'image/jpeg',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('PHOTO_TYPE');
    await expectNothingStored();
  });

  it('refuses an SVG (it can carry script), whatever type it claims', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    for (const contentType of ['image/svg+xml', 'image/png']) {
      const res = await postPhoto(ctx.app, member.agent, svg, { contentType });
      expect(res.json().error.code).toBe('PHOTO_TYPE');
    }
    await expectNothingStored();
  });

  it('refuses a PNG whose header claims 900 megapixels before decoding it', async () => {
    const res = await postPhoto(ctx.app, member.agent, await pixelBombPng());
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PHOTO_TOO_MANY_PIXELS');
    await expectNothingStored();
  });

  it('refuses more than 15 MB with its own code', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(PHOTO_MAX_BYTES)]);
    const res = await postPhoto(ctx.app, member.agent, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PHOTO_TOO_LARGE');
    await expectNothingStored();
  });

  it('refuses a polyglot that only starts like a GIF (GIFAR-style script after the header)', async () => {
    const polyglot = Buffer.concat([Buffer.from('GIF89a/*'), Buffer.from('*/=1;alert(document.cookie);//'.repeat(10))]);
    const res = await postPhoto(ctx.app, member.agent, polyglot, { contentType: 'image/gif' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('PHOTO_UNREADABLE');
    await expectNothingStored();
  });

  it('re-encodes a JPEG with HTML appended: no byte of the payload survives', async () => {
    const polyglot = Buffer.concat([await phoneJpeg(), Buffer.from('<html><script>alert(1)</script></html>')]);
    const res = await postPhoto(ctx.app, member.agent, polyglot);
    expect(res.statusCode).toBe(201);
    const photo = res.json().photo as Photo;
    for (const width of photo.widths)
      for (const format of ['webp', 'jpeg'] as const) {
        const file = await ctx.app.inject({ method: 'GET', url: photoFileUrl(photo, width, format) });
        expect(file.statusCode).toBe(200);
        expect(file.rawPayload.includes('<script')).toBe(false);
      }
  });

  it('takes a PNG renamed .jpg by its bytes', async () => {
    const res = await postPhoto(ctx.app, member.agent, await png(120, 80), { contentType: 'image/jpeg' });
    expect(res.statusCode).toBe(201);
    expect(res.json().photo).toMatchObject({ width: 120, height: 80, widths: [120] });
  });

  it('keeps the first frame of an animated GIF', async () => {
    const res = await postPhoto(ctx.app, member.agent, await animatedGif());
    expect(res.statusCode).toBe(201);
    const photo = res.json().photo as Photo;
    expect(photo).toMatchObject({ width: 40, height: 30 });
    const file = await ctx.app.inject({ method: 'GET', url: photoFileUrl(photo, 40, 'jpeg') });
    const { dominant } = await sharp(file.rawPayload).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(60);
  });

  it('decodes an iPhone HEIC photo', async () => {
    const heic = readFileSync(path.resolve('tests/fixtures/photos/phone.heic'));
    const res = await postPhoto(ctx.app, member.agent, heic, { contentType: 'image/heic' });
    expect(res.statusCode).toBe(201);
    expect(res.json().photo).toMatchObject({ width: 480, height: 320, widths: [320, 480] });
  });

  it('applies the EXIF orientation, then strips GPS, camera serial and time from every file', async () => {
    const input = await phoneJpeg({ width: 1600, height: 1200, orientation: 6 });
    const before = await sharp(input).metadata();
    expect(before.exif?.length).toBeGreaterThan(0);
    expect(input.includes(FIXTURE_CAMERA_SERIAL)).toBe(true);

    const res = await postPhoto(ctx.app, member.agent, input);
    expect(res.statusCode).toBe(201);
    const photo = res.json().photo as Photo;
    // Turned as the phone held it: 1200 wide, 1600 high.
    expect(photo).toMatchObject({ width: 1200, height: 1600, widths: [320, 640, 1200] });
    expect(photo.placeholder.length).toBeGreaterThan(10);
    expect(photo.base).toMatch(/^\/media\/[\w-]{32}$/);
    for (const width of photo.widths)
      for (const format of ['webp', 'jpeg'] as const) {
        const file = await ctx.app.inject({ method: 'GET', url: photoFileUrl(photo, width, format) });
        expect(file.headers['content-type']).toBe(format === 'webp' ? 'image/webp' : 'image/jpeg');
        expect(file.headers['x-content-type-options']).toBe('nosniff');
        expect(file.headers['cache-control']).toBe('public, max-age=31536000, s-maxage=0, immutable');
        const meta = await sharp(file.rawPayload).metadata();
        expect(meta.width).toBe(width);
        expect(meta.height).toBeGreaterThan(width);
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        expect(file.rawPayload.includes(FIXTURE_CAMERA_SERIAL)).toBe(false);
        expect(file.rawPayload.includes('GPS')).toBe(false);
        expect(file.rawPayload.includes('2026:11:26')).toBe(false);
      }
  });

  it('answers a repeat with 304 and an unknown file with 404', async () => {
    const photo = (await postPhoto(ctx.app, member.agent, await png(90, 60))).json().photo as Photo;
    const url = photoFileUrl(photo, 90, 'webp');
    const first = await ctx.app.inject({ method: 'GET', url });
    const again = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await ctx.app.inject({ method: 'GET', url: photoFileUrl(photo, 640, 'webp') })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `${photo.base}/../../app.db` })).statusCode).toBe(404);
  });
});

describe('upload caps', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await createTestApp({ rateLimitScale: 1 });
  });
  afterAll(() => ctx.close());

  it('gives a new account 10 uploads an hour, then 429 PHOTO_LIMIT with Retry-After and nothing stored', async () => {
    const member = await signUpUser(ctx.app);
    const bytes = await png(20, 20);
    for (let i = 0; i < 10; i += 1) expect((await postPhoto(ctx.app, member.agent, bytes)).statusCode).toBe(201);
    const filesBefore = storedFiles(ctx).length;
    const res = await postPhoto(ctx.app, member.agent, bytes);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('PHOTO_LIMIT');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(storedFiles(ctx)).toHaveLength(filesBefore);
    expect(await ctx.db.selectFrom('photos').select('id').where('owner_id', '=', member.id).execute()).toHaveLength(10);
  });

  it('gives an established account more', async () => {
    const member = await signUpUser(ctx.app);
    await ctx.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString() })
      .where('id', '=', member.id)
      .execute();
    const bytes = await png(20, 20);
    for (let i = 0; i < 11; i += 1) expect((await postPhoto(ctx.app, member.agent, bytes)).statusCode).toBe(201);
  });
});
