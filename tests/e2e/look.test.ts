import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { useServerAndBrowser } from './support/setup.ts';
import { openContext } from './support/page.ts';

const env = useServerAndBrowser();

const PAGES = ['/', '/phrases', '/guide', '/guide/traffic', '/guide/emergency', '/guide/places', '/guide/places/busan'];

describe('dark mode and reduced motion', () => {
  it.each(['es-ES', 'en-US'])(
    'in dark mode (%s) every public page is dark and passes axe, contrast included',
    async (locale) => {
      const { page, context, problems } = await openContext(env.browser, env.server, {
        locale,
        viewport: 'phone',
        colorScheme: 'dark',
      });
      for (const url of PAGES) {
        await page.goto(url);
        await page.locator('footer').waitFor();
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        expect(background, url).toBe('rgb(12, 10, 9)');
        const violations = await axeViolations(page, ['wcag2a', 'wcag2aa']);
        expect(
          violations.map(
            (v) =>
              `${url} ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''} ${n.html.slice(0, 120)}`).join(', ')}`,
          ),
        ).toEqual([]);
      }
      // The phrase card too.
      await page.goto('/phrases');
      await page.getByRole('listitem').first().getByRole('button').first().click();
      await page.getByRole('dialog').getByRole('note').waitFor();
      const violations = await axeViolations(page, ['wcag2aa'], 'dialog');
      expect(violations.map((v) => v.id)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
    // Seven full loads and axe on each, on a 2-core machine shared with the other browser files.
    240_000,
  );

  it('the light look stays the default, and reduced motion stops the spinner', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, {
      locale: 'en-US',
      reducedMotion: 'reduce',
    });
    await page.goto('/');
    await page.locator('footer').waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('normal');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(12, 10, 9)');
    const duration = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.className = 'animate-spin';
      document.body.append(probe);
      return getComputedStyle(probe).animationDuration;
    });
    expect(parseFloat(duration)).toBeLessThan(0.001);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a phone a long guide section opens with its first paragraph and a button for the rest; a laptop shows all', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, {
      locale: 'en-US',
      viewport: 'phone',
    });
    await page.goto('/guide/traffic');
    const section = page.locator('section#airport-to-city');
    await section.getByRole('heading', { level: 2 }).waitFor();
    const second = section.getByText(/^Airport limousine buses leave from the stops/);
    const more = section.getByRole('button', { name: 'Read on (3 more paragraphs)' });
    await more.waitFor();
    expect(await second.isVisible()).toBe(false);
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.click();
    await second.waitFor();
    expect(await section.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');

    await page.setViewportSize({ width: 1024, height: 800 });
    await page.reload();
    await section.getByText(/^Airport limousine buses leave from the stops/).waitFor();
    expect(await section.getByRole('button', { name: /^Read on/ }).isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});
