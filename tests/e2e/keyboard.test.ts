import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/setup.ts';
import { appReady, createVerifiedUser, openContext } from './support/page.ts';

const env = useServerAndBrowser();

// Through the element: the browser's globals are not in the tests' (Node) types.
const isFocused = (locator: Locator) => locator.evaluate((el) => el === el.ownerDocument.activeElement);
const wordBreak = (locator: Locator) =>
  locator.evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el).wordBreak);
const focusAndPress = async (locator: Locator, key: string) => {
  await locator.focus();
  await locator.press(key);
};
const pressEscape = (page: Page) => page.keyboard.press('Escape');

describe('keyboard and Korean typography', () => {
  it('Escape closes the mobile menu and the diet card, and focus returns to what opened them', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, {
      locale: 'en-US',
      viewport: 'mobile',
    });
    await page.goto('/phrases');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await focusAndPress(menuButton, 'Enter');
    await page.getByRole('banner').getByRole('link', { name: 'Community' }).focus();
    await pressEscape(page);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Community' }).count()).toBe(0);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await isFocused(menuButton)).toBe(true);

    const dietButton = page.getByRole('button', { name: /Diet card/ });
    await focusAndPress(dietButton, 'Enter');
    await page.getByRole('dialog', { name: 'Diet & allergy card' }).waitFor();
    await pressEscape(page);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(dietButton)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Escape closes the message options menu and the report dialog, and focus returns to the options button', async () => {
    const a = await openContext(env.browser, env.server, { locale: 'en-US' });
    const b = await openContext(env.browser, env.server, { locale: 'en-US' });
    await createVerifiedUser(a.context, env.server, 'keya');
    const bo = await createVerifiedUser(b.context, env.server, 'keyb');
    const started = await a.context.request.post('/api/conversations', { data: { partnerId: bo.id } });
    const { conversation } = (await started.json()) as { conversation: { id: string } };
    // A stranger's first message is a request: B accepts it before writing.
    expect(
      (
        await b.context.request.post(`/api/conversations/${conversation.id}/request`, { data: { action: 'accept' } })
      ).status(),
    ).toBe(204);
    expect(
      (
        await b.context.request.post(`/api/conversations/${conversation.id}/messages`, { data: { text: '안녕하세요' } })
      ).status(),
    ).toBe(201);

    await a.page.goto(`/chat/${conversation.id}`);
    const options = a.page
      .getByRole('listitem')
      .filter({ hasText: '안녕하세요' })
      .getByRole('button', { name: 'Message options' });
    await focusAndPress(options, 'Enter');
    await a.page.getByRole('button', { name: 'Report' }).focus();
    await pressEscape(a.page);
    expect(await a.page.getByRole('button', { name: 'Report' }).count()).toBe(0);
    expect(await isFocused(options)).toBe(true);

    await options.press('Enter');
    await a.page.getByRole('button', { name: 'Report' }).press('Enter');
    const dialog = a.page.getByRole('dialog', { name: /^Report a message from/ });
    await dialog.waitFor();
    await pressEscape(a.page);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(options)).toBe(true);
    expect(a.problems).toEqual([]);
    await a.context.close();
    await b.context.close();
  });

  it('Korean text breaks between words: guide articles, phrases and the diet card use word-break: keep-all', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'ko-KR' });
    // The prerendered page is the app's markup; its controls work once the app has replaced it (decision record 031).
    await page.goto('/guide/emergency');
    await appReady(page);
    expect(await wordBreak(page.locator('main article section p').first())).toBe('keep-all');

    await page.goto('/phrases');
    await appReady(page);
    expect(await wordBreak(page.locator('main li [lang="ko"]').first())).toBe('keep-all');
    await page.getByRole('button', { name: /식이 제한 카드/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByRole('button', { name: '카드 보기' }).click();
    expect(await wordBreak(dialog.locator('[lang="ko"] p').first())).toBe('keep-all');
    expect(problems).toEqual([]);
    await context.close();

    // Korean inside another language's page too.
    const en = await openContext(env.browser, env.server, { locale: 'en-US' });
    await en.page.goto('/phrases');
    await appReady(en.page);
    expect(await wordBreak(en.page.locator('main li [lang="ko"]').first())).toBe('keep-all');
    expect(await wordBreak(en.page.locator('main h1'))).toBe('normal');
    await en.context.close();
  });
});
