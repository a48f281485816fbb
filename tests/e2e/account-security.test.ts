import { describe, expect, it } from 'vitest';
import { codeForKey, currentStep } from '#server/test/totp';
import { useServerAndBrowser } from './support/setup.ts';
import { createVerifiedUser, openContext, uniqueUser } from './support/page.ts';
import { adminCode, E2E_ADMIN } from './support/server.ts';

const env = useServerAndBrowser();

describe('account security in the browser', () => {
  it('a new admin is asked to enrol in two-factor sign-in, then signs in with password and code', async () => {
    const boss = await openContext(env.browser, env.server, { locale: 'en-US' });
    await boss.context.request.post('/api/auth/sign-in', { data: E2E_ADMIN });
    await boss.context.request.post('/api/auth/two-factor/verify', { data: { code: await adminCode() } });
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    const user = await createVerifiedUser(context, env.server, 'boss');
    expect(
      (await boss.context.request.post(`/api/admin/users/${user.id}/role`, { data: { role: 'admin' } })).status(),
    ).toBe(200);
    // The promotion ended the user's sessions: a new admin signs in again.
    expect(
      (
        await context.request.post('/api/auth/sign-in', { data: { email: user.email, password: user.password } })
      ).status(),
    ).toBe(200);

    // Signed in with a password only: the admin area asks for enrolment first.
    await page.goto('/madre-moni/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' }).waitFor();
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const key = (await page.getByTestId('totp-secret').textContent())!;
    expect(await page.getByRole('heading', { name: 'Recovery codes' }).isVisible()).toBe(true);
    await page.getByLabel('Authenticator code').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('That code is not right.', { exact: false }).waitFor();
    await page.getByLabel('Authenticator code').fill(await codeForKey(key));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('navigation', { name: 'Admin menu' }).waitFor();

    // Next time: password, then the code.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/madre-moni/login');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    // The app's next code: the one that turned two-factor sign-in on was spent (each code works once).
    await page.getByLabel('Authenticator code').fill(await codeForKey(key, currentStep() + 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/madre-moni/dashboard');
    expect(problems).toEqual([]);
    await context.close();
    await boss.context.close();
  });

  it('sign-up shows how strong the password is, and the server refuses a common one in the same words', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'es-ES' });
    const user = uniqueUser('str');
    await page.goto('/auth/signup');
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByLabel('Apodo').fill(user.nickname);
    await page.getByLabel('Contraseña').fill('qwertyuiop');
    await page.getByText('Seguridad de la contraseña: Muy débil').waitFor();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await page.getByText('Esta contraseña es demasiado fácil de adivinar.', { exact: false }).waitFor();
    await page.getByLabel('Contraseña').fill(user.password);
    await page.getByText(/Seguridad de la contraseña: (Segura|Muy segura)/).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
