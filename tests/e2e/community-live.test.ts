import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/setup.ts';
import { appControls, appStarted, createVerifiedUser, openContext } from './support/page.ts';

const env = useServerAndBrowser();

// Decision record 045: the server renders /community with the API's answers when asked for (kept 5 s), so its
// lists are on screen with no app, which starts on the first touch (decision record 044).
const carried = (page: Page) => page.evaluate(() => document.getElementById('page-data')?.textContent ?? '');

async function writePost(context: BrowserContext, title: string) {
  const res = await context.request.post('/api/posts', {
    data: { boardId: 'tips', title, body: 'The airport railroad runs from 5:20 in the morning.' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

describe('the community page', () => {
  it('shows the boards and the newest posts before the app starts, and the app takes them over as they are', async () => {
    const writer = await openContext(env.browser, env.server, { locale: 'en-US' });
    await createVerifiedUser(writer.context, env.server, 'live');
    const title = `Airport railroad hours ${Date.now()}`;
    await writePost(writer.context, title);
    await writer.context.close();

    const { page, context, problems } = await openContext(env.browser, env.server, {
      locale: 'es-ES',
      viewport: 'phone',
      serviceWorkers: 'block',
      beforeApp: true,
    });
    const renderedAnew: string[] = [];
    page.on('console', (msg) => {
      if (msg.text().startsWith('hola-corea: rendered instead of hydrated')) renderedAnew.push(msg.text());
    });
    // A rendering is served for 5 s: the post is there once the page is rendered after it.
    await expect
      .poll(
        async () => {
          await page.goto('/community');
          return page.getByRole('link', { name: title }).count();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    await page.waitForLoadState('load');
    await page.getByRole('link', { name: 'Preguntas de viaje' }).waitFor();
    expect(await page.locator('[data-app-now]').count()).toBe(0);
    expect(await appStarted(page)).toBe(false);
    // "hace 3 segundos": as the page was rendered; the reader's date on hover comes with the app (their time zone).
    const time = page.locator('time').first();
    const said = await time.textContent();
    expect(said).toMatch(/^(hace|ahora)/);
    expect(await time.getAttribute('title')).toBeNull();
    await page.evaluate(() => {
      (window as unknown as { kept: Element }).kept = document.querySelector('main')!;
    });

    await page.locator('body').dispatchEvent('pointerdown');
    await appControls(page).waitFor({ state: 'attached' });
    await expect.poll(() => time.getAttribute('title')).toMatch(/2026|2027/);
    // Hydrated, not rebuilt: the same nodes, and React had nothing to render anew.
    expect(await page.evaluate(() => (window as unknown as { kept: Element }).kept.isConnected)).toBe(true);
    expect(renderedAnew).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a member the post they have just written, even from a rendering made a moment before it', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, {
      locale: 'en-US',
      serviceWorkers: 'block',
    });
    await createVerifiedUser(context, env.server, 'fresh');
    // The page is rendered now and served for the next 5 s.
    expect((await context.request.get('/community?lng=en')).status()).toBe(200);
    const title = `Night buses after midnight ${Date.now()}`;
    await writePost(context, title);
    await page.goto('/community?lng=en');
    expect(await carried(page)).not.toContain(title);
    // The app asks again as it starts: the member's own post is there.
    await page.getByRole('link', { name: title }).first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
