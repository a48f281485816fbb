import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/setup.ts';
import { appReady, openContext } from './support/page.ts';

// A prerendered page is the app's own markup (decision record 031): the app hydrates it rather than building
// it again, so the nodes on screen stay the same ones and React reports no part it had to render anew.
const env = useServerAndBrowser();

// Every prerendered page, as the build listed them (npm run test:e2e builds first).
const PAGES = JSON.parse(readFileSync('dist/prerendered/pages.json', 'utf8')) as string[];

/** Opens each page and lists those whose prerendered nodes the app replaced or re-rendered in part. */
async function notHydrated(page: Page, pages: string[]) {
  const renderedAnew: string[] = [];
  page.on('console', (msg) => {
    if (msg.text().startsWith('hola-corea: rendered instead of hydrated')) renderedAnew.push(page.url());
  });
  // The prerendered nodes, kept before the app's scripts run (they start after the first paint).
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const kept = window as unknown as { prerendered?: Element[] };
      kept.prerendered = [...document.querySelectorAll('#root > *, h1, main, footer')];
    }),
  );
  const replaced: string[] = [];
  for (const pathname of pages) {
    await page.goto(pathname);
    await appReady(page);
    const same = await page.evaluate(() => {
      const kept = (window as unknown as { prerendered?: Element[] }).prerendered ?? [];
      return kept.length > 0 && kept.every((node) => node.isConnected);
    });
    if (!same) replaced.push(pathname);
  }
  return { replaced, renderedAnew };
}

/** One page of each kind, for the other languages. */
const KINDS = [
  '/',
  '/phrases',
  '/guide',
  '/guide/arrival',
  '/guide/emergency',
  '/guide/traffic',
  '/guide/places/seoul',
  '/community',
  '/auth/login',
];

describe('a prerendered page taken over by the app', () => {
  it.each([
    ['en-US', 'phone', 'every public page', PAGES],
    ['es-MX', 'desktop', 'a page of each kind', KINDS],
    ['ko-KR', 'phone', 'a page of each kind', KINDS],
  ] as const)('is hydrated, not rebuilt (%s, %s, %s)', async (locale, viewport, _, pages) => {
    const { page, context, problems } = await openContext(env.browser, env.server, {
      locale,
      viewport,
      serviceWorkers: 'block',
    });
    expect(await notHydrated(page, [...pages])).toEqual({ replaced: [], renderedAnew: [] });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('starts with the translations the page carries, fetching none, and fetches them for another language', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, {
      locale: 'es-MX',
      serviceWorkers: 'block',
    });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/locales/')) fetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/guide/emergency');
    await appReady(page);
    await page.getByRole('combobox').first().selectOption('ko');
    await page.getByRole('heading', { level: 1, name: '응급 상황' }).waitFor();
    expect(fetched.every((p) => p.startsWith('/locales/ko/'))).toBe(true);
    expect(fetched).toContain('/locales/ko/common.json');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is hydrated for a returning traveller too, then shows the stars and ticks kept on the device', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, {
      locale: 'en-US',
      serviceWorkers: 'block',
    });
    await page.goto('/guide/arrival');
    await appReady(page);
    await page.evaluate(() => {
      localStorage.setItem('hola-corea.checklist.arrival.first-24-hours', '[0]');
      localStorage.setItem('hola-corea.favorite-phrases', '["hello"]');
    });
    expect(await notHydrated(page, ['/guide/arrival', '/phrases'])).toEqual({ replaced: [], renderedAnew: [] });
    const star = page.getByRole('button', { name: 'Favourite: "안녕하세요"' }).first();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await page.goto('/guide/arrival');
    await appReady(page);
    const firstStep = page.locator('input[type="checkbox"]').first();
    await expect.poll(() => firstStep.isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
