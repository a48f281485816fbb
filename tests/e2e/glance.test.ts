import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { useServerAndBrowser } from './support/setup.ts';
import { openContext } from './support/page.ts';

const env = useServerAndBrowser();

/** Resolves once the service worker controls the page, so what it serves from now on is cached. */
const swControls = `(async () => {
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  }
})()`;

/** How far the page scrolls sideways: 0 when nothing is wider than the screen. */
const pageOverflow = `document.documentElement.scrollWidth - document.documentElement.clientWidth`;

describe('a guide that reads at a glance (issue 28)', () => {
  it('a topic opens with its key facts on a 360 px phone in Spanish, numbers in bold, in the prerendered page too', async () => {
    const noJs = await env.browser.newContext({
      baseURL: env.server.baseUrl,
      javaScriptEnabled: false,
      locale: 'es-ES',
      viewport: { width: 360, height: 640 },
    });
    const still = await noJs.newPage();
    await still.goto('/guide/traffic');
    const painted = still.getByRole('region', { name: 'Lo esencial' });
    await painted.waitFor();
    expect(await painted.getByRole('listitem').count()).toBe(5);
    await noJs.close();

    const { page, context, problems } = await openContext(env.browser, env.server, {
      locale: 'es-ES',
      viewport: 'phone',
    });
    await page.goto('/guide/traffic');
    const facts = page.getByRole('region', { name: 'Lo esencial' });
    await facts.waitFor();
    const items = facts.getByRole('listitem');
    expect(await items.count()).toBe(5);
    await items.first().getByText('5.000 wones', { exact: true }).waitFor();
    expect(await items.nth(1).locator('strong').allTextContents()).toEqual([
      '1.550 wones',
      '10 km',
      '1.500 wones',
      '3.000 wones',
    ]);
    // No ** left over from the content, and the card sits above the contents, inside the phone's width.
    expect(await facts.textContent()).not.toContain('**');
    const box = (await facts.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    const toc = (await page.getByRole('navigation', { name: 'Contenido' }).boundingBox())!;
    expect(box.y).toBeLessThan(toc.y);
    expect(await page.evaluate(pageOverflow)).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fares are a table with a caption and header cells, and the page does not scroll sideways at 360 px', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, {
      locale: 'es-ES',
      viewport: 'phone',
    });
    await page.goto('/guide/traffic');
    const table = page.getByRole('table', { name: /Del aeropuerto de Incheon al centro de Seúl/ });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Transporte', 'Tiempo', 'Precio']);
    expect(await table.getByRole('rowheader').allTextContents()).toEqual([
      'AREX con paradas',
      'AREX Express',
      'Autobús limusina',
      'Taxi (taxímetro)',
    ]);
    await table.getByRole('cell', { name: /9\.500–11\.000 wones/ }).waitFor();
    const cards = page.getByRole('table', { name: 'T-money o Climate Card (aprox.)' });
    await cards.scrollIntoViewIfNeeded();
    expect(await cards.getByRole('columnheader').allTextContents()).toEqual(['Aspecto', 'T-money', 'Climate Card']);
    expect(await page.evaluate(pageOverflow)).toBe(0);
    // A table wider than the phone scrolls in its own box, which a keyboard can reach, never the page.
    const regions = await page.getByRole('region', { name: /aprox\./ }).all();
    expect(regions.length).toBe(2);
    for (const region of regions) {
      expect(await region.getAttribute('tabindex')).toBe('0');
      const { right } = await region.evaluate((el) => el.getBoundingClientRect());
      expect(right).toBeLessThanOrEqual(360);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the eSIM checklist keeps its ticks after a reload, offline too, and can be reset', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, {
      locale: 'en-US',
      viewport: 'phone',
    });
    await page.goto('/guide/connectivity');
    await page.evaluate(swControls);
    await page.reload();
    const list = page.locator('section#esim-first');
    await list.getByRole('heading', { level: 2, name: 'Do this first: an eSIM checklist' }).waitFor();
    const steps = list.getByRole('checkbox');
    expect(await steps.count()).toBe(5);
    // A real checkbox named by its step: the keyboard ticks it.
    const unlocked = list.getByRole('checkbox', { name: 'Check that your phone supports eSIM and is unlocked.' });
    await unlocked.focus();
    await page.keyboard.press('Space');
    await steps.nth(2).check();
    await list.getByText('2 of 5 done').waitFor();
    await page.reload();
    await list.getByText('2 of 5 done').waitFor();
    expect(await Promise.all([0, 1, 2].map((i) => steps.nth(i).isChecked()))).toEqual([true, false, true]);

    await context.setOffline(true);
    await page.reload();
    await list.getByText('2 of 5 done').waitFor();
    expect(await steps.nth(0).isChecked()).toBe(true);
    expect(await steps.nth(2).isChecked()).toBe(true);
    await list.getByRole('button', { name: 'Untick all' }).click();
    await list.getByText('0 of 5 done').waitFor();
    await page.reload();
    await list.getByText('0 of 5 done').waitFor();
    expect(await steps.nth(0).isChecked()).toBe(false);
    await context.setOffline(false);

    // The T-money list is its own: ticks on one never show on the other.
    await page.goto('/guide/traffic');
    const tmoney = page.locator('section#t-money-first');
    await tmoney.getByRole('checkbox').first().check();
    await page.goto('/guide/connectivity');
    await list.getByText('0 of 5 done').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['es-ES', 'ko-KR'])('a topic page with key facts, tables and checklists passes axe (%s)', async (locale) => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale, viewport: 'phone' });
    for (const url of ['/guide/traffic', '/guide/connectivity']) {
      await page.goto(url);
      await page.getByRole('region', { name: locale === 'es-ES' ? 'Lo esencial' : '한눈에 보기' }).waitFor();
      await page.getByRole('checkbox').first().check();
      await page.waitForLoadState('networkidle');
      const violations = await axeViolations(page, ['wcag2a', 'wcag2aa']);
      expect(
        violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${url} ${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(', ')}`),
      ).toEqual([]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
