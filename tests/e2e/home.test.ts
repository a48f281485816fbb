import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useServerAndBrowser } from './support/setup.ts';
import { openContext } from './support/page.ts';

const env = useServerAndBrowser();

/** Wholly inside the first screen, without scrolling. */
async function onFirstScreen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  return Boolean(box && box.y >= 0 && box.y + box.height <= viewport.height && box.width > 0);
}

describe('home: the first screen of a 360 px phone', () => {
  it('holds the language switch, the search box and the police and fire numbers', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, {
      locale: 'es-ES',
      viewport: 'phone',
    });
    await page.goto('/');
    const languages = page.getByRole('main').getByRole('group', { name: 'Idioma' });
    await languages.getByRole('button', { name: 'Español' }).waitFor();
    expect(await languages.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('true');
    const search = page.getByRole('searchbox', { name: 'Buscar en la guía, frases y lugares' });
    const police = page.getByRole('link', { name: /^112/ });
    const fire = page.getByRole('link', { name: /^119/ });
    for (const item of [languages, search, police, fire]) expect(await onFirstScreen(page, item)).toBe(true);
    expect(await police.getAttribute('href')).toBe('tel:112');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // One tap changes the language, and it is kept.
    await languages.getByRole('button', { name: 'English' }).click();
    await page.getByRole('searchbox', { name: 'Search the guide, phrases and places' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('hola-corea.language'))).toBe('en');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('searches guide, phrases and places by whole words, accents ignored: "bano" finds the toilet, not "urbanos"', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'es-ES' });
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Buscar en la guía, frases y lugares' }).fill('bano');
    const results = page.getByRole('search').getByRole('link');
    await page.getByRole('link', { name: /¿Dónde está el baño\?/ }).waitFor();
    const texts = await results.allTextContents();
    // The city-bus sections of the traffic guide say "urbanos" and "interurbanos", never "baño".
    expect(texts.some((text) => /Transporte › Autobuses/.test(text))).toBe(false);
    expect(texts.length).toBeGreaterThan(1);

    await page.getByRole('searchbox').fill('alergia');
    await page.getByRole('link', { name: /Tengo alergia al maní/ }).waitFor();
    await page.getByRole('link', { name: /Tengo alergia a la penicilina/ }).waitFor();
    await page.getByRole('link', { name: /Tengo alergia al maní/ }).click();
    await page.waitForURL(/\/phrases\?q=alergia/);
    await page.getByText('Tengo alergia al maní').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
