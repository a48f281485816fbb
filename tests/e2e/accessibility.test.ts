import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { GUIDE_TOPICS } from '#app/paths.ts';
import { useServerAndBrowser } from './support/setup.ts';
import { appReady, createVerifiedUser, openContext } from './support/page.ts';

const env = useServerAndBrowser();

/**
 * The React page has replaced any prerendered markup (its header's menu button and language <select> are
 * React's) and nothing is loading.
 */
async function settle(page: Page) {
  await appReady(page);
  await expect.poll(() => page.locator('.animate-spin').count()).toBe(0);
}

/** Navigates inside the running app, as a tapped link does: a full load per page would triple the run time. */
async function visit(page: Page, url: string) {
  await page.evaluate(
    `history.pushState(null, '', ${JSON.stringify(url)}); dispatchEvent(new PopStateEvent('popstate'))`,
  );
  await page.waitForURL((u) => `${u.pathname}${u.search}` === url);
  await settle(page);
}

async function seriousViolations(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${state}: ${v.id} (${v.impact}) ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

describe('accessibility', () => {
  // One member with a post, comments on it, and a conversation holding an own message (the orange bubble), reused by every language.
  const seeded = { cookies: [] as Awaited<ReturnType<BrowserContext['cookies']>>, postId: 0, roomId: '' };
  beforeAll(async () => {
    const seed = await openContext(env.browser, env.server);
    const partner = await openContext(env.browser, env.server);
    await createVerifiedUser(seed.context, env.server, 'axe');
    const other = await createVerifiedUser(partner.context, env.server, 'axeb');
    const post = await seed.context.request.post('/api/posts', {
      data: { boardId: 'free', title: 'Jeonju hanok stay', body: 'Any tips for the night market?' },
    });
    expect(post.status()).toBe(201);
    seeded.postId = ((await post.json()) as { post: { id: number } }).post.id;
    const room = await seed.context.request.post('/api/conversations', { data: { partnerId: other.id } });
    seeded.roomId = ((await room.json()) as { conversation: { id: string } }).conversation.id;
    expect(
      (
        await seed.context.request.post(`/api/conversations/${seeded.roomId}/messages`, {
          data: { text: 'See you at Jeonju station!' },
        })
      ).status(),
    ).toBe(201);
    // A stranger's first message is a request: the partner accepts it before answering.
    expect(
      (
        await partner.context.request.post(`/api/conversations/${seeded.roomId}/request`, {
          data: { action: 'accept' },
        })
      ).status(),
    ).toBe(204);
    expect(
      (
        await partner.context.request.post(`/api/conversations/${seeded.roomId}/messages`, {
          data: { text: 'On my way.' },
        })
      ).status(),
    ).toBe(201);
    // A comment on the post: the member's notifications list has an item.
    expect(
      (
        await partner.context.request.post(`/api/posts/${seeded.postId}/comments`, {
          data: { body: 'The market opens at 6 pm.' },
        })
      ).status(),
    ).toBe(201);
    seeded.cookies = await seed.context.cookies();
    await partner.context.close();
    await seed.context.close();
  });

  it.each(['ko', 'es', 'en'])(
    'no page, public or member, has a serious or critical axe-core violation in %s',
    async (lng) => {
      const { postId, roomId } = seeded;
      const publicPages = [
        '/',
        '/guide',
        ...GUIDE_TOPICS.map((t) => `/guide/${t}`),
        '/guide/places',
        '/guide/places/seoul',
        '/phrases',
        '/essential-apps',
        '/community',
        '/community/board/free',
        `/community/post/${postId}`,
        '/auth/login',
        '/auth/signup',
        '/auth/reset-password',
        '/terms',
        '/privacy',
        '/unauthorized',
        '/no-such-page',
      ];
      const memberPages = [
        '/',
        '/mypage',
        '/messages',
        '/notifications',
        `/chat/${roomId}`,
        '/community/post/new',
        `/community/post/${postId}`,
      ];

      const failures: string[] = [];
      const { context, page, problems } = await openContext(env.browser, env.server, { viewport: 'mobile' });
      await page.goto(`/?lng=${lng}`);
      await settle(page);
      for (const url of publicPages) {
        await visit(page, url);
        failures.push(...(await seriousViolations(page, url)));
      }
      await visit(page, '/phrases');
      await page.locator('button[aria-pressed="false"]').nth(1).click();
      failures.push(...(await seriousViolations(page, '/phrases, a category chosen')));

      await context.addCookies(seeded.cookies);
      await page.reload();
      for (const url of memberPages) {
        await visit(page, url);
        failures.push(...(await seriousViolations(page, `${url} (member)`)));
      }
      expect(problems).toEqual([]);
      await context.close();
      expect(failures).toEqual([]);
    },
    240_000,
  );
});

describe('tap targets', () => {
  it('every link and button of the header and footer is at least 44 px tall on a 360 px phone, in es', async () => {
    const { context, page, problems } = await openContext(env.browser, env.server, { viewport: 'phone' });
    await page.goto('/?lng=es');
    await settle(page);
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('header a, header button, header summary, footer a')]
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => ({
          name: el.textContent?.trim() || el.getAttribute('aria-label'),
          height: el.getBoundingClientRect().height,
        }))
        .filter(({ height }) => height < 44),
    );
    expect(small).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
