import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/index';
import { seriousViolations } from './support/axe.ts';
import { useServerAndBrowser } from './support/setup.ts';
import { appReady, createVerifiedUser, openContext, uniqueUser } from './support/page.ts';

// What a traveller notices in the first minute (issue 28): where a page opens, what its header holds, words.
const env = useServerAndBrowser();

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

describe('where a page opens', () => {
  it('a tapped link opens the new page at its top; Back returns to where the reader was', async () => {
    const { page, problems } = await openContext(env.browser, env.server, { locale: 'en-US', viewport: 'mobile' });
    await page.goto('/guide');
    await appReady(page);
    const places = page.getByRole('main').getByRole('link', { name: /Places by region/ });
    await places.scrollIntoViewIfNeeded();
    const readingAt = await scrollY(page);
    expect(readingAt).toBeGreaterThan(500);

    await places.click();
    await page.getByRole('heading', { level: 1, name: 'Places by region' }).waitFor();
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Travel guide' }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(readingAt);

    // The footer's Terms link opens the terms at their beginning, not at their end.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    expect(await scrollY(page)).toBe(0);
    expect(problems).toEqual([]);
  });
});

/** How the header's first row sits: its height, and anything wrapped, cut or past the right edge. */
const headerFit = (page: Page) =>
  page.evaluate(() => {
    const row = document.querySelector('header > div')!;
    const width = document.documentElement.clientWidth;
    const faults: string[] = [];
    for (const el of row.querySelectorAll<HTMLElement>('a, button, select, span')) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1) continue; // hidden, or visually hidden for screen readers
      const name = `${el.tagName} "${el.textContent?.trim() || el.getAttribute('aria-label')}"`;
      if (box.right > width + 0.5 || box.left < -0.5) faults.push(`${name} is off-screen`);
      if (el.matches('a, button, select') && box.height > 48) faults.push(`${name} wraps (${box.height} px)`);
      if (el.matches('span') && el.scrollWidth > el.clientWidth + 1 && el.textContent!.length > 3)
        faults.push(`${name} is cut`);
    }
    return {
      rowHeight: row.getBoundingClientRect().height,
      pageWidth: document.documentElement.scrollWidth,
      width,
      faults,
    };
  });

describe('the header', () => {
  it('stays on one line from 768 to 1,440 px, signed in, in ko, es and en, with a 20-character nickname', async () => {
    const { context, page, problems } = await openContext(env.browser, env.server, { locale: 'es-ES' });
    const user = await createVerifiedUser(context, env.server, 'viajeroconnom');
    expect(user.nickname.length).toBeGreaterThanOrEqual(19);
    for (const lng of ['es', 'ko', 'en']) {
      await page.goto(`/?lng=${lng}`);
      await page
        .getByRole('banner')
        .getByRole('link', { name: new RegExp(user.nickname) })
        .waitFor({ state: 'attached' });
      for (const width of [768, 1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const fit = await headerFit(page);
        expect({ lng, viewport: width, ...fit }).toEqual({
          lng,
          viewport: width,
          rowHeight: 60,
          pageWidth: fit.width,
          width: fit.width,
          faults: [],
        });
      }
    }
    expect(problems).toEqual([]);
  });

  it('at 200 % text on a 360 px phone keeps the menu button on screen and the home heading whole', async () => {
    const { page, problems } = await openContext(env.browser, env.server, { locale: 'es-ES' });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await appReady(page);
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    const fit = await headerFit(page);
    // Every control grows with the text: only what is off-screen or cut counts (the name may give way).
    expect(fit.faults.filter((f) => !f.includes('wraps') && !f.includes('Hola Corea'))).toEqual([]);
    expect(fit.pageWidth).toBe(fit.width);
    const heading = await page.getByRole('heading', { level: 1 }).evaluate((h) => ({
      cut: h.scrollWidth > h.clientWidth + 1,
      right: h.getBoundingClientRect().right,
    }));
    expect(heading.cut).toBe(false);
    expect(heading.right).toBeLessThanOrEqual(fit.width);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe('search engines and shared links', () => {
  it('an unknown address answers 404 and shows the not-found page; a known one 200', async () => {
    const { page, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    const unknown = await page.goto('/guide/no-such-topic');
    expect(unknown?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect((await page.goto('/mypage'))?.status()).toBe(200);
    expect(problems).toEqual([]);
  });
});

describe('signing up', () => {
  it('ends with where the link went, the spam folder, and a way on: another address, or log in and send it again', async () => {
    const { page, problems } = await openContext(env.browser, env.server, { locale: 'es-ES', viewport: 'mobile' });
    const signUp = async (user: ReturnType<typeof uniqueUser>) => {
      await page.getByLabel('Correo electrónico').fill(user.email);
      await page.getByLabel('Contraseña').fill(user.password);
      await page.getByLabel('Apodo').fill(user.nickname);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Registrarme' }).click();
    };
    const sent = page.getByRole('region', { name: 'Revisa tu correo' });
    await page.goto('/auth/signup');
    await appReady(page);

    await signUp(uniqueUser('errata'));
    await sent.getByText('spam', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Revisa tu correo');
    await sent.getByRole('button', { name: 'Usar otro correo' }).click();

    const user = uniqueUser('nuevo');
    await signUp(user);
    await sent.getByText(user.email, { exact: false }).waitFor();
    await sent.getByRole('link', { name: 'Iniciar sesión' }).click();
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByLabel('Contraseña').fill(user.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Verifica tu correo' }).waitFor();
    await page.getByRole('button', { name: 'Reenviar correo de verificación' }).waitFor();
    await page.getByText(`¡Hola, ${user.nickname}!`).waitFor();
    expect(problems).toEqual([]);
  });
});

describe('the offline map', () => {
  it('on a 360 px phone, Seoul’s pin and name reach Seoul; pins show a focus ring; a region’s map spreads its places', async () => {
    const { page, problems } = await openContext(env.browser, env.server, { locale: 'en-US', viewport: 'mobile' });
    await page.setViewportSize({ width: 360, height: 740 });
    const map = page.getByTestId('korea-map');
    const centre = async (selector: string) => {
      const box = (await map.locator(selector).boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    for (const target of [
      '[data-pin=seoul] circle:last-of-type',
      '[data-label=seoul] text',
      '[data-pin=daegu] circle:last-of-type',
    ]) {
      await page.goto('/guide/places');
      await map.getByRole('link', { name: 'Seoul' }).waitFor();
      await map.locator(target).scrollIntoViewIfNeeded();
      const { x, y } = await centre(target);
      await page.mouse.click(x, y);
      const region = target.includes('daegu') ? 'daegu' : 'seoul';
      await page.waitForURL(`**/guide/places/${region}`);
    }

    // The keyboard's pin is ringed.
    await page.goto('/guide/places');
    await map.getByRole('link', { name: 'Seoul' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    const ring = map.locator('[data-pin=seoul] circle').first();
    await expect.poll(() => ring.evaluate((c) => getComputedStyle(c).opacity)).toBe('1');

    // Seoul's six places are spread over its map, not stacked: their dots' centres at least a dot apart.
    await page.goto('/guide/places/seoul');
    const dots = page.getByTestId('korea-map').locator('[data-pin] circle:last-of-type');
    await dots.first().waitFor();
    const centres = await dots.evaluateAll((all) =>
      all.map((c) => {
        const r = c.getBoundingClientRect();
        return { x: r.x + r.width / 2, y: r.y + r.height / 2, size: r.width };
      }),
    );
    expect(centres.length).toBe(6);
    const apart = centres.flatMap((a, i) => centres.slice(i + 1).map((b) => Math.hypot(a.x - b.x, a.y - b.y)));
    expect(Math.min(...apart)).toBeGreaterThan(centres[0]!.size);
    expect(problems).toEqual([]);
  });
});

/** Writes a conversation of `count` messages of mixed lengths straight into the server's database. */
async function seedChat(dataDir: string, roomId: string, senders: [string, string], count: number) {
  const handle = openDatabase({ dialect: 'sqlite', file: path.join(dataDir, 'app.db') });
  try {
    const start = Date.now() - count * 60_000;
    const line = 'a longer message that wraps over several lines on a phone ';
    await handle.db
      .insertInto('messages')
      .values(
        Array.from({ length: count }, (_, k) => ({
          conversation_id: roomId,
          sender_id: senders[k % 2]!,
          receiver_id: senders[(k + 1) % 2]!,
          content: k % 3 === 0 ? `seed ${k + 1} — ${line.repeat(1 + (k % 4))}` : `seed ${k + 1}`,
          is_read: true,
          created_at: new Date(start + k * 60_000).toISOString(),
        })),
      )
      .execute();
    const last = await handle.db
      .selectFrom('messages')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('conversation_id', '=', roomId)
      .executeTakeFirstOrThrow();
    await handle.db
      .updateTable('conversations')
      .set({ last_message_id: Number(last.id), updated_at: new Date().toISOString() })
      .where('id', '=', roomId)
      .execute();
  } finally {
    await handle.close();
  }
}

describe('a long chat on a slow network', () => {
  it('the message being read stays put when older pages arrive 0.7 s late', async () => {
    // No service worker: its fetches would bypass the held route, and a page would arrive at once.
    const a = await openContext(env.browser, env.server, {
      locale: 'en-US',
      viewport: 'mobile',
      serviceWorkers: 'block',
    });
    const b = await openContext(env.browser, env.server, { locale: 'en-US' });
    const ana = await createVerifiedUser(a.context, env.server, 'ana');
    const bo = await createVerifiedUser(b.context, env.server, 'bo');
    const started = await a.context.request.post('/api/conversations', { data: { partnerId: bo.id } });
    const roomId = (await started.json()).conversation.id as string;
    await b.context.request.post(`/api/conversations/${roomId}/request`, { data: { action: 'accept' } });
    await seedChat(env.server.dataDir, roomId, [ana.id, bo.id], 600);

    const { page } = a;
    // Each older page is held until the reader has reached the top and waits there, as on a slow network.
    let release = () => {};
    await page.route(/before=/, async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    await page.goto(`/chat/${roomId}`);
    await page.getByText('seed 600', { exact: true }).waitFor();
    const list = page.getByTestId('message-scroller');
    const box = (await list.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);

    // The bubble at the middle of the list, and where it is on screen.
    const reading = () =>
      list.evaluate((el) => {
        const middle = el.getBoundingClientRect().top + el.clientHeight / 2;
        const row = [...el.querySelectorAll('[data-testid=message]')].find(
          (m) => m.getBoundingClientRect().bottom >= middle,
        )!;
        return { text: row.querySelector('div')!.textContent!, top: row.getBoundingClientRect().top };
      });
    const topOf = (text: string) =>
      list.evaluate(
        (el, text) =>
          [...el.querySelectorAll('[data-testid=message]')]
            .find((m) => m.querySelector('div')!.textContent === text)
            ?.getBoundingClientRect().top ?? null,
        text,
      );
    const moves: number[] = [];
    for (let pageNumber = 0; pageNumber < 3; pageNumber += 1) {
      // Reading upwards with the wheel, to the top, where the older page is on its way.
      const arrived = page.waitForResponse((res) => res.url().includes('before='));
      await expect
        .poll(async () => {
          await page.mouse.wheel(0, -800);
          return list.evaluate((el) => el.scrollTop);
        })
        .toBe(0);
      await page.waitForTimeout(300);
      const read = await reading();
      release();
      await arrived;
      await page.waitForTimeout(500);
      moves.push(Math.round(((await topOf(read.text)) ?? Number.NaN) - read.top));
    }
    // Each arrival moved the bubble by less than a line (it moved ~460 px when rows above were corrected from a stale offset).
    expect(
      moves.filter((move) => !(Math.abs(move) < 40)),
      `moves: ${moves.join(', ')}`,
    ).toEqual([]);
    expect(a.problems).toEqual([]);
  }, 180_000);
});

describe('a prerendered page before the app takes over', () => {
  it('has a working menu, language choice and log-in in its header (here with JavaScript off)', async () => {
    const context = await env.browser.newContext({
      baseURL: env.server.baseUrl,
      javaScriptEnabled: false,
      locale: 'es-ES',
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    await page.goto('/guide');
    const header = page.getByRole('banner');
    await header.locator('summary', { hasText: 'Abrir menú' }).click();
    await header.getByRole('link', { name: 'Comunidad' }).click();
    await page.waitForURL('**/community');
    await header.locator('summary', { hasText: 'Abrir menú' }).click();
    await header.getByRole('link', { name: 'English (inglés)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Community' }).waitFor();
    await header.locator('summary', { hasText: 'Open menu' }).click();
    await header.getByRole('link', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();

    // On a laptop: the links in the row, the language behind its button.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/phrases?lng=ko');
    await header.getByRole('link', { name: '커뮤니티' }).waitFor();
    await header.locator('summary', { hasText: '한국어' }).click();
    await header.getByRole('link', { name: 'Español' }).click();
    await page.getByRole('heading', { level: 1, name: 'Frases en coreano' }).waitFor();
    await header.getByRole('link', { name: 'Registrarse' }).waitFor();
  });
});

describe('accessibility of the new states', () => {
  it('axe finds nothing serious on the sign-up sent screen, the maps and the signed-in header', async () => {
    const { context, page, problems } = await openContext(env.browser, env.server, {
      locale: 'es-ES',
      viewport: 'mobile',
    });
    const found: string[] = [];
    await page.goto('/auth/signup');
    await appReady(page);
    const user = uniqueUser('axe');
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByLabel('Contraseña').fill(user.password);
    await page.getByLabel('Apodo').fill(user.nickname);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await page.getByRole('region', { name: 'Revisa tu correo' }).waitFor();
    found.push(...(await seriousViolations(page, 'sign-up sent')));

    for (const url of ['/guide/places', '/guide/places/seoul']) {
      await page.goto(url);
      await page.getByTestId('korea-map').getByRole('link').first().waitFor();
      found.push(...(await seriousViolations(page, url)));
    }

    await createVerifiedUser(context, env.server, 'axehead');
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/guide');
    await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).waitFor();
    found.push(...(await seriousViolations(page, 'signed-in header')));
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  });
});
