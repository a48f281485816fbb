import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/setup.ts';
import { openContext } from './support/page.ts';

const env = useServerAndBrowser();

const LANGUAGES = ['en', 'es', 'ko'] as const;
type Lng = (typeof LANGUAGES)[number];
const locale = (lng: Lng, ns: string) => JSON.parse(readFileSync(`public/locales/${lng}/${ns}.json`, 'utf8'));

// Nothing may spin for longer than this: a page either shows its content or says it cannot.
const FEW_SECONDS = 5000;
const atLeast = (locator: Locator, n: number) => locator.nth(n - 1).waitFor({ timeout: FEW_SECONDS });

/** Each public content page, with what shows it loaded whole (not a spinner, not an error) in any language. */
const PAGES: { path: string; title: (lng: Lng) => string; content: (page: Page) => Promise<unknown> }[] = [
  { path: '/guide/emergency', title: (l) => locale(l, 'guide').topics.emergency.title, content: (p) => atLeast(p.locator('main article section'), 3) },
  { path: '/guide/traffic', title: (l) => locale(l, 'guide').topics.traffic.title, content: (p) => atLeast(p.locator('main article section'), 3) },
  { path: '/guide/places', title: (l) => locale(l, 'guide').topics.places.title, content: (p) => atLeast(p.locator('main a[href^="/guide/places/"]'), 8) },
  { path: '/guide/places/busan', title: () => '', content: (p) => atLeast(p.locator('main a[href^="https://map.naver.com"]'), 3) },
  { path: '/phrases', title: (l) => locale(l, 'phrases').title, content: (p) => atLeast(p.locator('main li p[lang="ko"]'), 20) },
  { path: '/essential-apps', title: (l) => locale(l, 'guide').apps.title, content: (p) => atLeast(p.locator('main li'), 10) },
  { path: '/terms', title: (l) => locale(l, 'terms').title, content: (p) => atLeast(p.locator('main section'), 3) },
  { path: '/privacy', title: (l) => locale(l, 'privacy').title, content: (p) => atLeast(p.locator('main section'), 3) },
];

async function expectPage(page: Page, entry: (typeof PAGES)[number], lng: Lng) {
  await entry.content(page);
  const title = entry.title(lng);
  if (title) await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor({ timeout: FEW_SECONDS });
  expect(await page.locator('html').getAttribute('lang')).toBe(lng);
}

/** The first visit: the service worker installs and the offline pack is saved, with no other page opened. */
async function visitOnce(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => localStorage.getItem('hola-corea.offline-pack') !== null, undefined, { timeout: 30_000 });
}

describe('offline', () => {
  it('after one online visit to /, every public content page opens offline by navigation and by reload, in en, es and ko', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    await visitOnce(page, '/');
    await context.setOffline(true);
    // The service worker's own requests are offline too: a content URL it never saved fails.
    expect(await page.evaluate(() => fetch('/api/regions/atlantis').then(() => 'answered', () => 'failed'))).toBe('failed');

    for (const lng of LANGUAGES) {
      await page.evaluate((l) => localStorage.setItem('hola-corea.language', l), lng);
      for (const entry of PAGES) {
        await page.goto(entry.path);
        await expectPage(page, entry, lng);
      }
      await page.reload();
      await expectPage(page, PAGES.at(-1)!, lng);
    }

    // By navigation inside the app (Korean is the language left set).
    const guide = locale('ko', 'guide');
    await page.goto('/guide');
    await page.getByRole('link', { name: guide.topics.emergency.title }).click();
    await expectPage(page, PAGES[0]!, 'ko');
    await page.goBack();
    await page.getByRole('link', { name: guide.topics.places.title }).click();
    await expectPage(page, PAGES[2]!, 'ko');
    await page.locator('main a[href="/guide/places/seoul"]').click();
    await atLeast(page.locator('main a[href^="https://map.naver.com"]'), 3);
    await page.getByRole('banner').getByRole('link', { name: locale('ko', 'common').nav.phrases }).click();
    await expectPage(page, PAGES[4]!, 'ko');
    await page.getByRole('button', { name: new RegExp(locale('ko', 'phrases').diet.open) }).click();
    await page.getByRole('dialog', { name: locale('ko', 'phrases').diet.title }).waitFor();

    await context.setOffline(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a page that was never saved says so offline within seconds, with a retry, and loads once back online', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    await visitOnce(page, '/guide');
    await context.setOffline(true);
    await page.goto('/community');
    const alert = page.getByRole('alert').filter({ hasText: locale('en', 'common').offlineNotSaved }).first();
    await alert.waitFor({ timeout: FEW_SECONDS });
    await alert.getByRole('button', { name: locale('en', 'community').retry }).waitFor();
    // Back online, what failed loads again by itself.
    await context.setOffline(false);
    await page.locator('main a[href^="/community/board/"]').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the guide offers the pack for download with its size and a progress bar, and says when it is saved', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    await visitOnce(page, '/guide');
    const card = page.getByRole('region', { name: 'Offline travel pack' });
    await card.getByText(/^✓ Saved on this device \(\d+(\.\d)? MB\)/).waitFor();
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('progress');
        if (bar?.hasAttribute('value')) seen.push(bar.value / bar.max);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await card.getByRole('button', { name: /^Download again \(\d+(\.\d)? MB\)$/ }).click();
    await card.getByText(/^✓ Saved on this device/).waitFor();
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    expect(seen.some((v) => v > 0 && v < 1)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await card.getByText(/^✓ Saved on this device/).waitFor();
    expect(await card.getByRole('button').count()).toBe(0);
    await context.setOffline(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});
