import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/setup.ts';
import { openContext } from './support/page.ts';

const env = useServerAndBrowser();

// A device with a Korean voice: the page sees one, and what it says is recorded instead of played.
const KOREAN_VOICE = `(() => {
  const voice = { lang: 'ko-KR', name: 'Yuna', default: false, localService: true, voiceURI: 'Yuna' };
  window.__spoken = [];
  window.SpeechSynthesisUtterance = class { constructor(text) { this.text = text; } };
  Object.defineProperty(window, 'speechSynthesis', {
    value: {
      getVoices: () => [voice],
      speak: (u) => window.__spoken.push(u.text),
      cancel: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
    },
  });
})()`;

describe('phrases like a phrasebook app', () => {
  it('opens on about twenty essentials in compact rows; one tap shows a phrase to a local', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, {
      locale: 'en-US',
      viewport: 'phone',
    });
    await page.goto('/phrases');
    const list = page.getByRole('list').filter({ has: page.getByRole('button', { name: /^Favourite:/ }) });
    await list.waitFor();
    expect(await page.getByRole('button', { name: 'Essentials' }).getAttribute('aria-pressed')).toBe('true');
    const rows = list.getByRole('listitem');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(18);
    expect(await rows.count()).toBeLessThanOrEqual(24);
    expect(await rows.first().textContent()).toContain('Hello');
    // Each row one tap target of at least 44 px, no taller than two short lines.
    const box = (await rows
      .nth(3)
      .getByRole('button', { name: /Show to a local$/ })
      .boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeLessThanOrEqual(72);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Headless Chromium has no voices: the card says so and shows the romanization large, with no silent button.
    await rows
      .first()
      .getByRole('button', { name: /Show to a local$/ })
      .click();
    const card = page.getByRole('dialog', { name: 'Show to a local' });
    await card.getByText('안녕하세요', { exact: true }).waitFor();
    await card
      .getByRole('note')
      .getByText(/This device has no Korean voice/)
      .waitFor();
    const romanization = card.getByText('annyeonghaseyo', { exact: true });
    const size = await romanization.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(28);
    expect(await card.getByRole('button', { name: 'Listen' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('where the device has a Korean voice, the card has a Listen button that says the phrase', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'es-ES' });
    await context.addInitScript(KOREAN_VOICE);
    await page.goto('/phrases');
    await page.getByRole('button', { name: /^Gracias .*Mostrar a una persona local$/ }).click();
    const card = page.getByRole('dialog', { name: 'Mostrar a una persona local' });
    await card.getByRole('button', { name: 'Escuchar' }).click();
    expect(await page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken)).toEqual(['감사합니다']);
    expect(await card.getByRole('note').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('searches every phrase by words, accents ignored: "bano" finds the toilet, "alergia" the two allergies', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'es-ES' });
    await page.goto('/phrases');
    const list = page.getByRole('list').filter({ has: page.getByRole('button', { name: /^Favorita:/ }) });
    await list.waitFor();
    const search = page.getByRole('searchbox', { name: 'Buscar frases' });
    await search.fill('bano');
    await list.getByText('¿Dónde está el baño?').waitFor();
    for (const text of await list.getByRole('listitem').allTextContents()) expect(text).toMatch(/baño/i);

    await search.fill('alergia');
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    await list.getByText('Tengo alergia al maní').waitFor();
    await list.getByText('Tengo alergia a la penicilina').waitFor();
    // Clearing the search goes back to the essentials.
    await search.fill('');
    await expect.poll(() => list.getByRole('listitem').first().textContent()).toContain('Hola');
    expect(problems).toEqual([]);
    await context.close();
  });
});
