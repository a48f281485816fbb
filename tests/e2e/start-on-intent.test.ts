import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/setup.ts';
import { appControls, appStarted, createVerifiedUser, openContext } from './support/page.ts';

const env = useServerAndBrowser();

// Decision record 044: a prerendered reading page runs no app until the traveller reaches for it.
const onAPhone = (serviceWorkers?: 'allow') =>
  openContext(env.browser, env.server, { locale: 'en-US', viewport: 'phone', serviceWorkers, beforeApp: true });

describe('a prerendered page starts the app when the traveller reaches for it', () => {
  it('reads and saves the offline pack with no app; the first key press starts it', async () => {
    const { page, context, problems } = await onAPhone('allow');
    await page.goto('/guide/emergency');
    await page.waitForLoadState('load');
    // The offline pack is saved after one visit, no tap needed.
    await page.waitForFunction(() => localStorage.getItem('hola-corea.offline-pack') !== null, undefined, {
      timeout: 30_000,
    });
    expect(await appStarted(page)).toBe(false);
    // The scripts are downloaded for the first tap, not run.
    expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);
    // The first key press starts it.
    await page.keyboard.press('Tab');
    await appControls(page).waitFor({ state: 'attached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a tap on a button before the app has started is answered once it has', async () => {
    const { page, context, problems } = await onAPhone();
    await page.goto('/phrases');
    await page.waitForLoadState('load');
    expect(await appStarted(page)).toBe(false);
    await page
      .getByRole('button', { name: /Show to a local$/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Show to a local' }).getByText('안녕하세요', { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('what is typed and ticked before the app has started reaches it', async () => {
    const { page, context, problems } = await onAPhone();
    await page.goto('/phrases');
    await page.waitForLoadState('load');
    // Typed at once, before the app can have taken over: the list still filters by it.
    await page.getByRole('searchbox').fill('allergy');
    await page
      .getByText(/allerg/i)
      .first()
      .waitFor();
    await expect.poll(() => page.getByRole('button', { name: /Show to a local$/ }).count()).toBeLessThanOrEqual(6);

    await page.goto('/guide/connectivity');
    await page.waitForLoadState('load');
    expect(await appStarted(page)).toBe(false);
    const list = page.locator('section#esim-first');
    // Ticked at once (the box shows it), then kept by the app.
    await list.getByRole('checkbox').nth(1).check();
    await list.getByText('1 of 5 done').waitFor();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('hola-corea.checklist.connectivity.esim-first')))
      .toBe('[1]');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('starts with the first paint where the page shows this device’s ticks, or for a member', async () => {
    const { page, context, problems } = await onAPhone();
    await page.addInitScript(() => localStorage.setItem('hola-corea.checklist.connectivity.esim-first', '[0]'));
    await page.goto('/guide/connectivity');
    await appControls(page).waitFor({ state: 'attached' });
    await expect.poll(() => page.locator('section#esim-first').getByRole('checkbox').first().isChecked()).toBe(true);
    // A page with nothing of this device's on it waits for a touch.
    await page.goto('/guide/emergency');
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    expect(await appStarted(page)).toBe(false);

    // Signed in: once the app has seen the member, every page starts with its paint, the member's header included.
    const member = await createVerifiedUser(context, env.server);
    await page.goto('/guide');
    await page.locator('body').dispatchEvent('pointerdown');
    await appControls(page).waitFor({ state: 'attached' });
    await page.goto('/phrases');
    await appControls(page).waitFor({ state: 'attached' });
    await page.locator('header a[href="/mypage"]').first().waitFor({ state: 'attached' });
    expect(member.nickname).toBeTruthy();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a language chosen in the header before the app ran is the one the app starts in', async () => {
    const { page, context, problems } = await onAPhone();
    // This device's app last ran in Spanish.
    await page.goto('/terms');
    await page.evaluate(() => localStorage.setItem('hola-corea.language', 'es'));
    await page.goto('/guide/emergency?lng=en');
    expect(await appStarted(page)).toBe(false);
    await page.goto('/guide');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.keyboard.press('Tab');
    await appControls(page).waitFor({ state: 'attached' });
    await page.waitForTimeout(300);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('heading', { level: 1, name: 'Travel guide' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
