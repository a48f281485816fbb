import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#server/db/index';
import { useServerAndBrowser } from './support/setup.ts';
import { createVerifiedUser, openContext, type Viewport } from './support/page.ts';
import type { TestServer } from './support/server.ts';

const env = useServerAndBrowser();

async function withDatabase<T>(server: TestServer, use: (db: DatabaseHandle['db']) => Promise<T>) {
  const handle = openDatabase({ dialect: 'sqlite', file: path.join(server.dataDir, 'app.db') });
  try {
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}

/** Writes a long conversation straight into the server's database: the API would take minutes for 10,000 messages. */
async function seedMessages(server: TestServer, roomId: string, senders: [string, string], count: number) {
  const start = Date.now() - count * 60_000;
  await withDatabase(server, (db) =>
    db.transaction().execute(async (trx) => {
      for (let from = 0; from < count; from += 500) {
        const rows = Array.from({ length: Math.min(500, count - from) }, (_, k) => {
          const i = from + k + 1;
          const sender = senders[i % 2]!;
          return {
            conversation_id: roomId,
            sender_id: sender,
            receiver_id: senders[(i + 1) % 2]!,
            // Every few messages a long one, so rows differ in height as in a real chat.
            content:
              i % 7 === 0
                ? `seed ${i} — ${'a longer message that wraps over several lines on a phone '.repeat(3)}`
                : `seed ${i}`,
            is_read: true,
            created_at: new Date(start + i * 60_000).toISOString(),
          };
        });
        await trx.insertInto('messages').values(rows).execute();
      }
      const last = await trx
        .selectFrom('messages')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('conversation_id', '=', roomId)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('conversations')
        .set({ last_message_id: Number(last.id), updated_at: new Date().toISOString() })
        .where('id', '=', roomId)
        .execute();
    }),
  );
}

/** Two members in an accepted conversation; `a` looks at it in a page of the given size. */
async function chatOf(viewport: Viewport, locale = 'en-US') {
  const a = await openContext(env.browser, env.server, { locale, viewport });
  const b = await openContext(env.browser, env.server, { locale });
  const ana = await createVerifiedUser(a.context, env.server, 'ana');
  const bo = await createVerifiedUser(b.context, env.server, 'bo');
  const roomId = (await (await a.context.request.post('/api/conversations', { data: { partnerId: bo.id } })).json())
    .conversation.id as string;
  expect(
    (await b.context.request.post(`/api/conversations/${roomId}/request`, { data: { action: 'accept' } })).status(),
  ).toBe(204);
  const close = async () => {
    expect(a.problems).toEqual([]);
    await a.context.close();
    await b.context.close();
  };
  return { a, b, ana, bo, roomId, close };
}

// Generous: page loads and live events are slow on a busy machine, and expect.poll waits 1 s by default.
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

const scroller = (page: Page) => page.getByTestId('message-scroller');

// NOTE: tests/e2e compiles without DOM types: page code reaches the document through the element it is given.
const body = (page: Page) => page.locator('body');

/** Whether the bubble holding `text` lies wholly inside the list's box, so above the composer and below the chat header. */
const isFullyShown = (page: Page, text: string) =>
  body(page).evaluate((body, text) => {
    const bubble = [...body.querySelectorAll('[data-testid=message]')].find((el) => el.textContent?.includes(text));
    const list = body.querySelector('[data-testid=message-scroller]')!.getBoundingClientRect();
    const footer = body.querySelector('[data-testid=chat-footer]')!.getBoundingClientRect();
    if (!bubble) return false;
    const box = bubble.getBoundingClientRect();
    return box.top >= list.top && box.bottom <= list.bottom && box.bottom <= footer.top && box.height > 0;
  }, text);

/** `elementFromPoint` at the middle of the chat header and of the site header lands on them (nothing covers them). */
const headersOnTop = (page: Page) =>
  body(page).evaluate((body) => {
    const doc = body.ownerDocument;
    const hits = (el: typeof body | null) => {
      if (!el) return false;
      const box = el.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      return y > 0 && y < doc.defaultView!.innerHeight && el.contains(doc.elementFromPoint(x, y));
    };
    return hits(body.querySelector('[data-testid=chat-header]')) && hits(body.querySelector('header'));
  });

/** The first message row whose top is inside the list, and how far below the list's top it is. */
const firstInView = (page: Page) =>
  scroller(page).evaluate((el) => {
    const list = el.getBoundingClientRect();
    const first = [...el.querySelectorAll('[data-testid=message]')].find(
      (m) => m.getBoundingClientRect().top >= list.top,
    );
    return first ? { text: first.textContent!, top: Math.round(first.getBoundingClientRect().top - list.top) } : null;
  });

/** Whether the element is drawn wholly inside the viewport. */
const isOnScreen = (locator: Locator) =>
  locator
    .evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.bottom <= el.ownerDocument.defaultView!.innerHeight;
    })
    .catch(() => false);

const hasNoSidewaysScroll = (page: Page) =>
  body(page).evaluate(
    (body) => body.ownerDocument.documentElement.scrollWidth <= body.ownerDocument.documentElement.clientWidth,
  );

const isInsideViewport = (page: Page, selector: string) =>
  body(page).evaluate((body, selector) => {
    const el = body.querySelector(selector);
    if (!el) return false;
    const box = el.getBoundingClientRect();
    const doc = body.ownerDocument;
    return (
      box.left >= 0 &&
      box.top >= 0 &&
      box.right <= doc.documentElement.clientWidth &&
      box.bottom <= doc.defaultView!.innerHeight
    );
  }, selector);

describe('chat layout', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`keeps the newest message, the header and the banners in view (${viewport})`, async () => {
      const { a, b, ana, bo, roomId, close } = await chatOf(viewport);
      await seedMessages(env.server, roomId, [ana.id, bo.id], 80);
      const composer = a.page.getByRole('textbox', { name: 'Message' });

      // On open: the newest bubble sits wholly above the composer, and both headers are on top.
      await a.page.goto(`/chat/${roomId}`);
      await eventually(() => isFullyShown(a.page, 'seed 80')).toBe(true);
      expect(await headersOnTop(a.page)).toBe(true);
      expect(await body(a.page).evaluate((body) => body.ownerDocument.defaultView!.scrollY)).toBe(0);

      // A live arrival, and my own message after sending, come into view.
      await b.context.request.post(`/api/conversations/${roomId}/messages`, { data: { text: 'live from bo' } });
      await eventually(() => isFullyShown(a.page, 'live from bo')).toBe(true);
      await composer.fill('sent by ana');
      await composer.press('Enter');
      await eventually(() => isFullyShown(a.page, 'sent by ana')).toBe(true);

      // Reading history: a new message does not move the view; a button leads to it.
      await scroller(a.page).evaluate((el) => (el.scrollTop = 0));
      await a.page.getByText('This is the start of the conversation').waitFor();
      await scroller(a.page).evaluate((el) => (el.scrollTop = 200));
      expect(await headersOnTop(a.page)).toBe(true);
      await eventually(async () => (await firstInView(a.page))?.top ?? 9999).toBeLessThan(200);
      const reading = (await firstInView(a.page))!;
      await b.context.request.post(`/api/conversations/${roomId}/messages`, { data: { text: 'while you read' } });
      const pill = a.page.getByRole('button', { name: 'New messages ↓' });
      await pill.waitFor();
      // Rows measured meanwhile may shift the scroll offset, never what is on screen.
      const stillReading = (await firstInView(a.page))!;
      expect(stillReading.text).toBe(reading.text);
      expect(Math.abs(stillReading.top - reading.top)).toBeLessThanOrEqual(2);
      expect(await isFullyShown(a.page, 'while you read')).toBe(false);
      await pill.click();
      await eventually(() => isFullyShown(a.page, 'while you read')).toBe(true);

      // The options of a partner's message open inside the screen, with nothing to scroll sideways.
      await a.page
        .getByTestId('message')
        .filter({ hasText: 'while you read' })
        .getByRole('button', { name: 'Message options' })
        .click();
      await a.page.getByRole('button', { name: 'Report' }).waitFor();
      expect(await isInsideViewport(a.page, 'ul.fixed')).toBe(true);
      expect(await hasNoSidewaysScroll(a.page)).toBe(true);
      await a.page.keyboard.press('Escape');

      if (viewport === 'mobile') {
        // The on-screen keyboard takes half the screen: the newest message stays above the composer.
        await composer.focus();
        await a.page.setViewportSize({ width: 390, height: 420 });
        await eventually(() => isFullyShown(a.page, 'while you read')).toBe(true);
        expect(await headersOnTop(a.page)).toBe(true);
        await a.page.setViewportSize({ width: 390, height: 844 });
      }

      // Why I cannot send shows beside the composer, however long the chat.
      await b.context.request.put(`/api/blocks/${ana.id}`);
      const blocked = a.page.getByTestId('chat-footer').getByText('This user is not accepting messages from you.');
      await eventually(() => isOnScreen(blocked)).toBe(true);
      await eventually(() => isFullyShown(a.page, 'while you read')).toBe(true);

      // A ban, with its end date, also shows there after a reload at the end of the chat.
      await withDatabase(env.server, (db) =>
        db.updateTable('users').set({ ban_until: '2099-01-31T12:00:00.000Z' }).where('id', '=', ana.id).execute(),
      );
      await a.page.reload();
      const ban = a.page.getByTestId('chat-footer').getByText(/You cannot send messages until .*2099/);
      await eventually(() => isOnScreen(ban)).toBe(true);
      await eventually(() => isFullyShown(a.page, 'while you read')).toBe(true);
      await close();
    });
  }

  it('keeps menus and dialogs inside a 320 px screen in ko, es and en', async () => {
    for (const locale of ['ko-KR', 'es-ES', 'en-US']) {
      const { a, ana, bo, roomId, close } = await chatOf('mobile', locale);
      await seedMessages(env.server, roomId, [ana.id, bo.id], 6);
      await a.page.setViewportSize({ width: 320, height: 640 });
      await a.page.goto(`/chat/${roomId}`);
      await eventually(() => isFullyShown(a.page, 'seed 6')).toBe(true);
      for (const text of ['seed 5', 'seed 6']) {
        // seed 5 is the partner's (menu opens from the left), seed 6 mine (from the right).
        await a.page.getByTestId('message').filter({ hasText: text }).locator('button[aria-expanded]').click();
        await eventually(() => isInsideViewport(a.page, 'ul.fixed')).toBe(true);
        expect(await hasNoSidewaysScroll(a.page)).toBe(true);
        await a.page.keyboard.press('Escape');
      }
      await a.page.getByTestId('chat-header').locator('button[aria-expanded]').click();
      await eventually(() => isInsideViewport(a.page, 'ul.fixed')).toBe(true);
      await a.page.keyboard.press('Escape');
      // The report dialog fits too.
      await a.page.getByTestId('message').filter({ hasText: 'seed 5' }).locator('button[aria-expanded]').click();
      await a.page.locator('ul.fixed button').first().click();
      await a.page.locator('dialog[open]').waitFor();
      expect(await isInsideViewport(a.page, 'dialog[open]')).toBe(true);
      expect(await hasNoSidewaysScroll(a.page)).toBe(true);
      await a.page.keyboard.press('Escape');
      await close();
    }
  });

  it('scrolls a 10,000-message chat back to its start, page by page, with a bounded page', async () => {
    const { a, ana, bo, roomId, close } = await chatOf('mobile');
    await seedMessages(env.server, roomId, [ana.id, bo.id], 10_000);
    await a.page.goto(`/chat/${roomId}`);
    await eventually(() => isFullyShown(a.page, 'seed 10000')).toBe(true);

    // Near the top an older page loads above: the message at the top of the list stays where it was.
    // The page is held back until the rows near the top are drawn and measured.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await a.page.route(/before=/, async (route) => {
      await held;
      await route.continue();
    });
    const older = a.page.waitForResponse((res) => res.url().includes('before='));
    await scroller(a.page).evaluate((el) => (el.scrollTop = 300));
    await eventually(async () => (await firstInView(a.page))?.top ?? 9999).toBeLessThan(200);
    const anchor = (await firstInView(a.page))!;
    release();
    await older;
    await a.page.unroute(/before=/);
    const topNumber = () =>
      a.page
        .getByTestId('message')
        .first()
        .evaluate((el) => Number(el.textContent!.match(/seed (\d+)/)![1]));
    await eventually(topNumber).toBeLessThan(Number(anchor.text.match(/seed (\d+)/)![1]) - 20);
    const kept = await scroller(a.page).evaluate(
      (el, text) =>
        [...el.querySelectorAll('[data-testid=message]')].find((m) => m.textContent === text)!.getBoundingClientRect()
          .top - el.getBoundingClientRect().top,
      anchor.text,
    );
    expect(Math.abs(kept - anchor.top)).toBeLessThan(60);

    // To the start: every page loads as the top comes near, and the page never holds more than a screenful of rows.
    let maxRows = 0;
    for (let i = 0; i < 400; i += 1) {
      const state = await scroller(a.page).evaluate((el) => {
        el.scrollTop = 0;
        return {
          rows: el.querySelectorAll('[data-testid=message]').length,
          done: el.textContent!.includes('This is the start of the conversation'),
        };
      });
      maxRows = Math.max(maxRows, state.rows);
      if (state.done) break;
      await a.page.waitForTimeout(50);
    }
    await a.page.getByText('This is the start of the conversation').waitFor();
    await eventually(() => isFullyShown(a.page, 'seed 1')).toBe(true);
    expect(maxRows).toBeGreaterThan(5);
    expect(maxRows).toBeLessThan(80);
    await close();
    // About 100 page loads: a minute or more when the machine is busy.
  }, 240_000);
});
