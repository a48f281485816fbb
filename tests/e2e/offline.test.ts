import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_PATH } from './support/browser.ts';
import { useServerAndBrowser } from './support/setup.ts';
import { createVerifiedUser, openContext } from './support/page.ts';

const env = useServerAndBrowser();

const LANGUAGES = ['en', 'es', 'ko'] as const;
type Lng = (typeof LANGUAGES)[number];
const locale = (lng: Lng, ns: string) => JSON.parse(readFileSync(`public/locales/${lng}/${ns}.json`, 'utf8'));

// Nothing may spin for longer than this (generous for a busy machine): a page shows its content or says it cannot.
const FEW_SECONDS = 10_000;
const atLeast = (locator: Locator, n: number) => locator.nth(n - 1).waitFor({ timeout: FEW_SECONDS });

/** Each public content page, with what shows it loaded whole (not a spinner, not an error) in any language. */
const PAGES: { path: string; title: (lng: Lng) => string; content: (page: Page) => Promise<unknown> }[] = [
  {
    path: '/guide/emergency',
    title: (l) => locale(l, 'guide').topics.emergency.title,
    content: (p) => atLeast(p.locator('main article section'), 3),
  },
  {
    path: '/guide/traffic',
    title: (l) => locale(l, 'guide').topics.traffic.title,
    content: (p) => atLeast(p.locator('main article section'), 3),
  },
  {
    path: '/guide/places',
    title: (l) => locale(l, 'guide').topics.places.title,
    content: (p) => atLeast(p.locator('main a[href^="/guide/places/"]'), 8),
  },
  {
    path: '/guide/places/busan',
    title: () => '',
    content: (p) => atLeast(p.locator('main a[href^="https://map.naver.com"]'), 3),
  },
  {
    path: '/phrases',
    title: (l) => locale(l, 'phrases').title,
    content: (p) => atLeast(p.locator('main li [lang="ko"]'), 20),
  },
  {
    path: '/essential-apps',
    title: (l) => locale(l, 'guide').apps.title,
    content: (p) => atLeast(p.locator('main li'), 10),
  },
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
  await page.waitForFunction(() => localStorage.getItem('hola-corea.offline-pack') !== null, undefined, {
    timeout: 30_000,
  });
}

describe('offline', () => {
  it('after one online visit to /, every public content page opens offline by navigation and by reload, in en, es and ko', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    await visitOnce(page, '/');
    await context.setOffline(true);
    // The service worker's own requests are offline too: a content URL it never saved fails.
    expect(
      await page.evaluate(() =>
        fetch('/api/regions/atlantis').then(
          () => 'answered',
          () => 'failed',
        ),
      ),
    ).toBe('failed');

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
    await page.locator('main a[href="/guide/places/seoul"]').first().click();
    await atLeast(page.locator('main a[href^="https://map.naver.com"]'), 3);
    await page
      .getByRole('banner')
      .getByRole('link', { name: locale('ko', 'common').nav.phrases })
      .click();
    await expectPage(page, PAGES[4]!, 'ko');
    await page.getByRole('button', { name: new RegExp(locale('ko', 'phrases').diet.open) }).click();
    await page.getByRole('dialog', { name: locale('ko', 'phrases').diet.title }).waitFor();

    await context.setOffline(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('member pages offline: one word for the page under its title, none per part of it', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    await createVerifiedUser(context, env.server, 'offme');
    await visitOnce(page, '/guide');
    await context.setOffline(true);
    // Never opened: who the user is was never saved; the page still says what it is.
    await page.goto('/messages');
    await page.getByRole('heading', { level: 1, name: locale('en', 'message').inbox.title }).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: locale('en', 'common').loadErrorOffline })
      .waitFor();

    // Opened once: my page shows what it has, and each part it could not load waits quietly.
    await context.setOffline(false);
    await page.goto('/mypage');
    await page.getByRole('heading', { level: 2, name: locale('en', 'mypage').activity.heading }).waitFor();
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: locale('en', 'mypage').title }).waitFor();
    await atLeast(page.getByText(locale('en', 'common').offlineSection), 3);
    expect(await page.getByRole('main').getByRole('alert').count()).toBe(0);
    await context.setOffline(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a page that was never saved says so offline within seconds, with a retry, and loads once back online', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    await visitOnce(page, '/guide');
    await context.setOffline(true);
    await page.goto('/community');
    const alert = page
      .getByRole('alert')
      .filter({ hasText: locale('en', 'common').offlineNotSaved })
      .first();
    await alert.waitFor({ timeout: FEW_SECONDS });
    await alert.getByRole('button', { name: locale('en', 'community').retry }).waitFor();
    // One error for the page, not one for the boards and another for the posts below them (issue 28.10).
    await page.waitForTimeout(500);
    expect(await page.getByRole('main').getByRole('alert').count()).toBe(1);
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
    await card.getByText(/^✓ Saved on this device \(\d+(\.\d)? [kM]B\)/).waitFor();
    // Every value the progress bar shows while the pack downloads (a string: the tests' types have no DOM).
    await page.evaluate(`(() => {
      const seen = (window.progressSeen = []);
      new MutationObserver(() => {
        const bar = document.querySelector('progress');
        if (bar?.hasAttribute('value')) seen.push(bar.value / bar.max);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    })()`);
    await card.getByRole('button', { name: /^Download again \(\d+(\.\d)? [kM]B\)$/ }).click();
    await card.getByText(/^✓ Saved on this device/).waitFor();
    const seen = (await page.evaluate('window.progressSeen')) as number[];
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

/** A browser whose profile (cookies, service worker, IndexedDB) lives in `dir`, so it can be closed and started again. */
const launchProfile = (dir: string): Promise<BrowserContext> =>
  chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    baseURL: env.server.baseUrl,
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
  });

// A string: the tests' types have no DOM.
const waitForServiceWorker = (page: Page) =>
  page.evaluate(`(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  })()`);

describe('offline messaging and writing', () => {
  it('a message sent offline shows at once, survives a reload and a browser restart, and goes out exactly once online', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hola-profile-'));
    const partner = await openContext(env.browser, env.server, { locale: 'en-US' });
    let context = await launchProfile(dir);
    try {
      const ana = await createVerifiedUser(context, env.server, 'offana');
      const bo = await createVerifiedUser(partner.context, env.server, 'offbo');
      const started = await context.request.post('/api/conversations', { data: { partnerId: bo.id } });
      const conversationId = ((await started.json()) as { conversation: { id: string } }).conversation.id;
      const countSent = async (text: string) => {
        const res = await partner.context.request.get(`/api/conversations/${conversationId}/messages`);
        return ((await res.json()) as { messages: { content: string; senderId: string }[] }).messages.filter(
          (m) => m.content === text && m.senderId === ana.id,
        ).length;
      };

      let page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`/chat/${conversationId}`);
      await waitForServiceWorker(page);
      // Once the service worker controls the page, what the chat loads is kept for offline use.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: bo.nickname }).waitFor();

      await context.setOffline(true);
      const text = 'Writing from the subway, no signal';
      await page.getByRole('textbox', { name: 'Message' }).fill(text);
      await page.getByRole('textbox', { name: 'Message' }).press('Enter');
      const pending = () => page.getByTestId('outbox-message').filter({ hasText: text });
      await pending().getByText('Offline — it will be sent when you are back online').waitFor({ timeout: 2000 });
      expect(await page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');

      await page.reload();
      await page.getByRole('heading', { level: 1, name: bo.nickname }).waitFor();
      await pending().waitFor();
      expect(await countSent(text)).toBe(0);

      await context.close();
      context = await launchProfile(dir);
      await context.setOffline(true);
      page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`/chat/${conversationId}`);
      await pending().getByText('Offline — it will be sent when you are back online').waitFor();
      expect(await countSent(text)).toBe(0);

      await context.setOffline(false);
      await page.getByRole('listitem').filter({ hasText: text }).getByTestId('unread-marker').waitFor();
      await expect.poll(() => pending().count()).toBe(0);
      await page.reload();
      await page.getByRole('listitem').filter({ hasText: text }).getByTestId('unread-marker').waitFor();
      expect(await countSent(text)).toBe(1);

      // Refused when it finally goes out (the partner blocked meanwhile): a failed bubble with a retry that works later.
      await context.setOffline(true);
      const refused = 'Are you still at the station?';
      await page.getByRole('textbox', { name: 'Message' }).fill(refused);
      await page.getByRole('textbox', { name: 'Message' }).press('Enter');
      await page.getByTestId('outbox-message').filter({ hasText: refused }).waitFor();
      expect((await partner.context.request.put(`/api/blocks/${ana.id}`)).ok()).toBe(true);
      await context.setOffline(false);
      const failed = page.getByTestId('outbox-message').filter({ hasText: refused });
      await failed.getByRole('alert').filter({ hasText: 'Failed to send the message.' }).waitFor();
      expect((await partner.context.request.delete(`/api/blocks/${ana.id}`)).ok()).toBe(true);
      await failed.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('listitem').filter({ hasText: refused }).getByTestId('unread-marker').waitFor();
      await expect.poll(() => failed.count()).toBe(0);
      expect(await countSent(refused)).toBe(1);
      expect(partner.problems).toEqual([]);
    } finally {
      await context.close();
      await partner.context.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a post and a comment written offline say they cannot be saved, and keep the text', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    await createVerifiedUser(context, env.server, 'offpost');
    const offline = locale('en', 'errors').codes.NETWORK;

    await page.goto('/community/post/new?board=qna');
    await page.getByLabel('Title').fill('Where to buy a T-money card?');
    await page.getByLabel('Text', { exact: true }).fill('Landing at Incheon at night.');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('alert').filter({ hasText: offline }).waitFor({ timeout: FEW_SECONDS });
    expect(await page.getByRole('button', { name: 'Publish' }).isEnabled()).toBe(true);
    expect(await page.getByLabel('Title').inputValue()).toBe('Where to buy a T-money card?');
    expect(await page.getByLabel('Text', { exact: true }).inputValue()).toBe('Landing at Incheon at night.');
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('heading', { level: 1, name: 'Where to buy a T-money card?' }).waitFor();

    await context.setOffline(true);
    await page.getByLabel('Write a comment').fill('Any convenience store sells them.');
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: offline }).waitFor({ timeout: FEW_SECONDS });
    expect(await page.getByLabel('Write a comment').inputValue()).toBe('Any convenience store sells them.');
    await context.setOffline(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});
