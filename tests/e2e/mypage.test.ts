import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/setup.ts';
import { createUnverifiedUser, createVerifiedUser, openContext } from './support/page.ts';

const env = useServerAndBrowser();

describe('my page', () => {
  it('changes the nickname (the header follows) and the preferred language (the app follows, the account keeps it)', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    const user = await createVerifiedUser(context, env.server, 'mp');
    await page.goto('/mypage');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: new RegExp(user.nickname) }).waitFor();

    const newNickname = `${user.nickname.slice(0, 12)}new`;
    await page.getByLabel('Nickname').fill(newNickname);
    await page.getByRole('button', { name: 'Save' }).click();
    await header.getByRole('link', { name: new RegExp(`My page\\s*${newNickname}`) }).waitFor();

    await page.getByRole('main').getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('heading', { level: 1, name: 'Mi cuenta' }).waitFor();
    await expect.poll(async () => (await (await context.request.get('/api/me')).json()).user.language).toBe('es');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Mi cuenta' }).waitFor();

    // Another device in English: after logging in, the account's language takes over.
    const other = await openContext(env.browser, env.server, { locale: 'en-US' });
    await other.page.goto('/auth/login');
    await other.page.getByLabel('E-mail').fill(user.email);
    await other.page.getByLabel('Password').fill(user.password);
    await other.page.getByRole('button', { name: 'Log in' }).click();
    await other.page
      .getByRole('banner')
      .getByRole('link', { name: /Mi cuenta/ })
      .waitFor();
    expect(problems).toEqual([]);
    expect(other.problems).toEqual([]);
    await other.context.close();
    await context.close();
  });

  it('an unverified user resends the verification mail from my page and sees the resent state', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    const user = await createUnverifiedUser(context, env.server, 'rv');
    await page.goto('/mypage');
    await page.getByText('Not verified yet', { exact: false }).first().waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Resend verification e-mail' }).click();
    const resent = page.getByRole('main').getByRole('button', { name: /Sent again/ });
    await resent.waitFor();
    expect(await resent.isDisabled()).toBe(true);
    expect((await env.server.outbox()).filter((m) => m.to === user.email)).toHaveLength(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a taken nickname is refused beside the field', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    const other = await openContext(env.browser, env.server, { locale: 'en-US' });
    const taken = await createVerifiedUser(other.context, env.server, 'tk');
    await createVerifiedUser(context, env.server, 'me');
    await page.goto('/mypage');
    await page.getByLabel('Nickname').fill(taken.nickname);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This nickname is already taken.').waitFor();
    expect(await page.getByLabel('Nickname').getAttribute('aria-invalid')).toBe('true');
    expect(problems).toEqual([]);
    await context.close();
    await other.context.close();
  });

  it('changes the password, then signs out of every device', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    const user = await createVerifiedUser(context, env.server, 'pw');
    await page.goto('/mypage');
    await page.getByLabel('Current password').fill(user.password);
    await page.getByLabel('New password').fill('a-fresh-password-9');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed. Your other devices were signed out.').waitFor();

    await page.getByRole('button', { name: 'Sign out of all devices' }).click();
    await page.getByRole('button', { name: 'Yes, sign out everywhere' }).click();
    await page.waitForURL(`${env.server.baseUrl}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
    const signIn = await context.request.post('/api/auth/sign-in', {
      data: { email: user.email, password: 'a-fresh-password-9' },
    });
    expect(signIn.status()).toBe(200);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('leaving', () => {
  it('downloads the data file, then deletes the account with the typed nickname and the password', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    const user = await createVerifiedUser(context, env.server, 'bye');
    await page.goto('/mypage');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^hola-corea-my-data-\d{4}-\d{2}-\d{2}\.json$/);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const submit = page.getByRole('button', { name: 'Delete forever' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel(`To confirm, type your nickname "${user.nickname}"`).fill(user.nickname);
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Your password').fill('not-my-password-at-all');
    await submit.click();
    await page.getByText('Wrong e-mail or password.').waitFor();
    await page.getByLabel('Your password').fill(user.password);
    await submit.click();
    await page.waitForURL(`${env.server.baseUrl}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
    const signIn = await context.request.post('/api/auth/sign-in', {
      data: { email: user.email, password: user.password },
    });
    expect(signIn.status()).toBe(401);
    expect(problems).toEqual([]);
    await context.close();
  });
});
