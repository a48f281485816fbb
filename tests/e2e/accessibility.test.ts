import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { GUIDE_TOPICS } from '#app/paths.ts';
import { seriousViolations } from './support/axe.ts';
import { useServerAndBrowser } from './support/setup.ts';
import { appReady, createVerifiedUser, openContext } from './support/page.ts';
import { rawWords } from './support/words.ts';

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

/** POSTs `data` as the member signed in to `context` and checks the answer's status. */
async function posted(context: BrowserContext, url: string, data: object, status: number) {
  const response = await context.request.post(url, { data });
  expect(response.status()).toBe(status);
  return response;
}

describe('every page, in each language', () => {
  // One member with a post, comments on it, a conversation holding an own message (the orange bubble) and a request
  // the partner declined (its notice names the partner), reused by every language.
  const seeded = {
    cookies: [] as Awaited<ReturnType<BrowserContext['cookies']>>,
    postId: 0,
    roomId: '',
    declinedRoomId: '',
    declinedBy: '',
  };
  beforeAll(async () => {
    const seed = await openContext(env.browser, env.server);
    const partner = await openContext(env.browser, env.server);
    await createVerifiedUser(seed.context, env.server, 'axe');
    const other = await createVerifiedUser(partner.context, env.server, 'axeb');
    const refuser = await openContext(env.browser, env.server);
    const declinedBy = await createVerifiedUser(refuser.context, env.server, 'nope');
    const post = await posted(
      seed.context,
      '/api/posts',
      { boardId: 'free', title: 'Jeonju hanok stay', body: 'Any tips for the night market?' },
      201,
    );
    seeded.postId = ((await post.json()) as { post: { id: number } }).post.id;
    const room = await seed.context.request.post('/api/conversations', { data: { partnerId: other.id } });
    seeded.roomId = ((await room.json()) as { conversation: { id: string } }).conversation.id;
    await posted(
      seed.context,
      `/api/conversations/${seeded.roomId}/messages`,
      { text: 'See you at Jeonju station!' },
      201,
    );
    // A stranger's first message is a request: the partner accepts it before answering.
    await posted(partner.context, `/api/conversations/${seeded.roomId}/request`, { action: 'accept' }, 204);
    await posted(partner.context, `/api/conversations/${seeded.roomId}/messages`, { text: 'On my way.' }, 201);
    // A comment on the post: the member's notifications list has an item.
    await posted(partner.context, `/api/posts/${seeded.postId}/comments`, { body: 'The market opens at 6 pm.' }, 201);
    const declined = await seed.context.request.post('/api/conversations', { data: { partnerId: declinedBy.id } });
    seeded.declinedRoomId = ((await declined.json()) as { conversation: { id: string } }).conversation.id;
    seeded.declinedBy = declinedBy.nickname;
    await posted(seed.context, `/api/conversations/${seeded.declinedRoomId}/messages`, { text: 'hola' }, 201);
    await posted(refuser.context, `/api/conversations/${seeded.declinedRoomId}/request`, { action: 'decline' }, 204);
    seeded.cookies = await seed.context.cookies();
    await refuser.context.close();
    await partner.context.close();
    await seed.context.close();
  });

  it.each(['ko', 'es', 'en'])(
    'in %s no page, public or member, shows a raw key or a {{placeholder}}, or has a serious or critical axe-core violation',
    async (lng) => {
      const { postId, roomId, declinedRoomId } = seeded;
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
        '/auth/verify-email',
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
        `/chat/${declinedRoomId}`,
        '/community/post/new',
        `/community/post/${postId}`,
      ];

      const failures: string[] = [];
      const { context, page, problems } = await openContext(env.browser, env.server, { viewport: 'mobile' });
      await page.goto(`/?lng=${lng}`);
      await settle(page);
      for (const url of publicPages) {
        await visit(page, url);
        failures.push(...(await rawWords(page, url)), ...(await seriousViolations(page, url)));
      }
      await visit(page, '/phrases');
      await page.locator('button[aria-pressed="false"]').nth(1).click();
      failures.push(...(await seriousViolations(page, '/phrases, a category chosen')));

      await context.addCookies(seeded.cookies);
      await page.reload();
      for (const url of memberPages) {
        await visit(page, url);
        if (url === `/chat/${declinedRoomId}`)
          await page.getByText(seeded.declinedBy, { exact: false }).first().waitFor();
        failures.push(
          ...(await rawWords(page, `${url} (member)`)),
          ...(await seriousViolations(page, `${url} (member)`)),
        );
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
