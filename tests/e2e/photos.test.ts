import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CAMERA_SERIAL, phoneJpeg } from '#server/test/photo-fixtures';
import { useServerAndBrowser } from './support/setup.ts';
import { createVerifiedUser, openContext } from './support/page.ts';

const env = useServerAndBrowser();

// Generous: uploads, page loads and live events are slow on a busy machine.
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

describe('photos on a phone', () => {
  it('attaches two photos with GPS to a post, shows the grid, opens the viewer; nothing of the EXIF is served', async () => {
    const { context, page, problems } = await openContext(env.browser, env.server, {
      locale: 'en-US',
      viewport: 'mobile',
    });
    await createVerifiedUser(context, env.server, 'pho');
    const [first, second] = await Promise.all([
      phoneJpeg({ color: '#36c' }),
      phoneJpeg({ color: '#c63', orientation: 1 }),
    ]);

    await page.goto('/community/post/new?board=free');
    await page.getByLabel('Title').fill('Is this the right bus stop?');
    await page.getByLabel('Text', { exact: true }).fill('Two photos of the stop near my hotel.');
    await page.getByTestId('photo-input').setInputFiles([
      { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: first },
      { name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: second },
    ]);
    await page.getByLabel('Describe photo 1', { exact: false }).fill('the bus stop sign');
    await page.getByLabel('Describe photo 2', { exact: false }).fill('the street corner');
    // Both uploaded: no progress bar left.
    await eventually(() => page.locator('progress').count()).toBe(0);
    await page.getByRole('button', { name: 'Publish' }).click();

    await page.waitForURL(/\/community\/post\/\d+$/);
    const grid = page.getByRole('button', { name: /^Open photo \d of 2/ });
    await eventually(() => grid.count()).toBe(2);
    const image = page.getByRole('img', { name: 'the bus stop sign' });
    await expect
      .poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    expect(await image.getAttribute('width')).toBe('600');
    expect(await image.getAttribute('loading')).toBe('lazy');

    // The file the phone got: re-encoded, turned upright, no GPS, no camera serial.
    const src = await image.evaluate((img) => (img as unknown as { currentSrc: string }).currentSrc);
    const served = await context.request.get(src);
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    const bytes = await served.body();
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(FIXTURE_CAMERA_SERIAL)).toBe(false);

    await grid.first().click();
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
    await expect.poll(() => viewer.isVisible()).toBe(true);
    await expect.poll(() => viewer.getByText('1 / 2').isVisible()).toBe(true);
    await viewer.getByRole('button', { name: /Next/ }).click();
    await expect.poll(() => viewer.getByText('2 / 2').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.isVisible()).toBe(false);
    // Back closes the viewer, not the page.
    await grid.nth(1).click();
    await expect.poll(() => viewer.isVisible()).toBe(true);
    await page.goBack();
    await expect.poll(() => viewer.isVisible()).toBe(false);
    expect(page.url()).toMatch(/\/community\/post\/\d+$/);
    expect(problems).toEqual([]);
  });

  it('sends a photo in a chat; the other side sees it arrive live', async () => {
    const a = await openContext(env.browser, env.server, { locale: 'en-US', viewport: 'mobile' });
    const b = await openContext(env.browser, env.server, { locale: 'en-US', viewport: 'mobile' });
    await createVerifiedUser(a.context, env.server, 'ana');
    const bo = await createVerifiedUser(b.context, env.server, 'bo');
    const roomId = (await (await a.context.request.post('/api/conversations', { data: { partnerId: bo.id } })).json())
      .conversation.id as string;
    expect(
      (await b.context.request.post(`/api/conversations/${roomId}/request`, { data: { action: 'accept' } })).status(),
    ).toBe(204);

    await b.page.goto(`/chat/${roomId}`);
    await b.page.getByLabel('Message', { exact: true }).waitFor();
    await a.page.goto(`/chat/${roomId}`);
    await a.page.getByTestId('chat-photo-input').setInputFiles({
      name: 'door-panel.jpg',
      mimeType: 'image/jpeg',
      buffer: await phoneJpeg({ color: '#393' }),
    });

    const arrived = b.page.getByTestId('message').getByRole('button', { name: /^Open photo 1 of 1/ });
    await eventually(() => arrived.count()).toBe(1);
    await arrived.click();
    await expect.poll(() => b.page.getByRole('dialog', { name: 'Photo viewer' }).isVisible()).toBe(true);
    expect(a.problems).toEqual([]);
    expect(b.problems).toEqual([]);
  });

  it('a post with 4 photos transfers under 400 KB on a 360-px phone', async () => {
    const context = await env.browser.newContext({
      baseURL: env.server.baseUrl,
      locale: 'en-US',
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 3,
    });
    await createVerifiedUser(context, env.server, 'four');
    // Grain like a real photo's, at the size the browser sends after shrinking.
    const photo = (seed: number) =>
      sharp({
        create: {
          width: 2048,
          height: 1536,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 100 + seed * 10, sigma: 14 },
        },
      })
        .blur(0.8)
        .jpeg({ quality: 88 })
        .toBuffer();
    const ids: string[] = [];
    for (const seed of [0, 1, 2, 3]) {
      const res = await context.request.post('/api/photos', {
        data: await photo(seed),
        headers: { 'content-type': 'application/octet-stream' },
      });
      expect(res.status()).toBe(201);
      ids.push(((await res.json()) as { photo: { id: string } }).photo.id);
    }
    const created = await context.request.post('/api/posts', {
      data: { boardId: 'free', title: 'Four photos', body: 'Markets', photos: ids.map((id) => ({ id })) },
    });
    const postId = ((await created.json()) as { post: { id: number } }).post.id;

    const page = await context.newPage();
    const photoBytes: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/media/'))
        void response.body().then((body) => photoBytes.push(body.length));
    });
    await page.goto(`/community/post/${postId}`);
    const images = page.getByRole('button', { name: /^Open photo \d of 4/ });
    await eventually(() => images.count()).toBe(4);
    // Every photo brought into view, so the lazy ones load too.
    for (let i = 0; i < 4; i += 1) await images.nth(i).scrollIntoViewIfNeeded();
    await eventually(() => photoBytes.length).toBe(4);
    const total = photoBytes.reduce((a, b) => a + b, 0);
    expect(total).toBeLessThan(400 * 1024);
    await context.close();
  });
});
