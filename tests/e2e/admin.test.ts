import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/setup.ts';
import { createVerifiedUser, openContext } from './support/page.ts';
import { E2E_ADMIN } from './support/server.ts';

const env = useServerAndBrowser();

describe('admin area', () => {
  it('a visitor at /madre-moni is sent to the admin login', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    await page.goto('/madre-moni');
    await page.waitForURL('**/madre-moni/login');
    await page.getByRole('heading', { level: 1, name: 'Admin log in' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a non-admin at /madre-moni/dashboard is signed out and told 'no admin permission'", async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    await createVerifiedUser(context, env.server);
    await page.goto('/madre-moni/dashboard');
    await page.waitForURL('**/madre-moni/login?reason=notAdmin');
    await page.getByRole('alert').getByText('You do not have admin permission.').waitFor();
    const me = await context.request.get('/api/me');
    expect((await me.json()).user).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("when the profile cannot be loaded, the admin guard signs out and says 'failed to load user info'", async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'es-ES' });
    await context.request.post('/api/auth/sign-in', { data: E2E_ADMIN });
    await page.route('**/api/me', (route) => route.abort('connectionrefused'));
    await page.goto('/madre-moni/users');
    await page.waitForURL('**/madre-moni/login?reason=loadFailed');
    await page.getByRole('alert').getByText('No se pudo cargar la información del usuario.').waitFor();
    await page.unroute('**/api/me');
    expect((await (await context.request.get('/api/me')).json()).user).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an admin signs in, sees the dashboard total, and deactivating a user signs that user out', async () => {
    const admin = await openContext(env.browser, env.server, { locale: 'en-US' });
    const traveller = await openContext(env.browser, env.server, { locale: 'en-US' });
    const user = await createVerifiedUser(traveller.context, env.server);
    await traveller.page.goto('/mypage');
    await traveller.page.getByText(user.nickname, { exact: true }).waitFor();

    await admin.page.goto('/madre-moni/login');
    await admin.page.getByLabel('E-mail').fill(E2E_ADMIN.email);
    await admin.page.getByLabel('Password').fill(E2E_ADMIN.password);
    await admin.page.getByRole('button', { name: 'Log in' }).click();
    await admin.page.waitForURL('**/madre-moni/dashboard');
    await admin.page.goto('/madre-moni');
    await admin.page.waitForURL('**/madre-moni/dashboard');
    await expect.poll(async () => Number(await admin.page.getByTestId('total-users').textContent())).toBeGreaterThanOrEqual(2);

    await admin.page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Users' }).click();
    await admin.page.getByLabel('Search by nickname or e-mail').fill(user.nickname);
    const row = admin.page.getByRole('listitem').filter({ hasText: user.email });
    await row.getByRole('button', { name: 'Deactivate' }).click();
    await row.getByRole('button', { name: 'Reactivate' }).waitFor();

    // The traveller's next check of the session (here: a reload) alerts and signs them out.
    await traveller.page.reload();
    await traveller.page.waitForURL('**/auth/login?reason=deactivated');
    await traveller.page.getByRole('alert').getByText('Your account was deactivated by an admin.').waitFor();
    await traveller.page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();

    expect(admin.problems).toEqual([]);
    expect(traveller.problems).toEqual([]);
    await admin.context.close();
    await traveller.context.close();
  });
});
