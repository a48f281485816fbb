import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/setup.ts';
import { openContext } from './support/page.ts';

// What a traveller notices in the first minute (issue 28): where a page opens, what its header holds, words.
const env = useServerAndBrowser();

/** The app has taken over the prerendered page: its header's controls are React's. */
const appReady = (page: Page) =>
  page.locator('header select, header button[aria-controls="mobile-menu"]').first().waitFor({ state: 'attached' });
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
