import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/setup.ts';
import { createUnverifiedUser, openContext, uniqueUser } from './support/page.ts';

const env = useServerAndBrowser();

describe('accounts in the browser', () => {
  it('a visitor signs up, verifies through the mailed link, logs out and logs back in', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'ko-KR' });
    const user = uniqueUser();
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect.poll(() => header.getByRole('link', { name: '로그인' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: '회원가입' }).isVisible()).toBe(true);

    await header.getByRole('link', { name: '회원가입' }).click();
    await page.getByRole('heading', { level: 1, name: '회원가입' }).waitFor();
    await page.getByLabel('이메일').fill(user.email);
    await page.getByLabel('비밀번호').fill(user.password);
    await page.getByLabel('닉네임').fill(user.nickname);
    await page.getByRole('button', { name: '가입하기' }).click();
    // The terms must be accepted first; the error sits beside the checkbox.
    await page.getByText('가입하려면 이용약관과 개인정보처리방침에 동의해야 합니다.').waitFor();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '가입하기' }).click();

    // Signing up signs nobody in (a taken e-mail gets the same answer): the user is told to check their mail.
    await page.getByRole('status').getByText(`${user.email}(으)로 링크를 보냈습니다.`, { exact: false }).waitFor();
    expect(await header.getByRole('link', { name: '마이페이지' }).count()).toBe(0);

    const mail = (await env.server.outbox()).find((m) => m.to === user.email);
    expect(mail?.link).toContain('/auth/verify-email?token=');
    await page.goto(mail!.link!);
    await page.getByText('이메일 인증이 완료되었습니다.', { exact: false }).waitFor();
    await page.getByRole('link', { name: '계속' }).click();
    await page.getByRole('heading', { level: 1, name: '로그인' }).waitFor();
    await page.getByLabel('이메일').fill(user.email);
    await page.getByLabel('비밀번호').fill('wrong-password-1');
    await page.getByRole('button', { name: '로그인' }).click();
    await page.getByText('이메일 또는 비밀번호가 올바르지 않습니다.').waitFor();
    await page.getByLabel('비밀번호').fill(user.password);
    await page.getByRole('button', { name: '로그인' }).click();

    await header.getByRole('link', { name: '마이페이지' }).waitFor();
    expect(await header.getByRole('button', { name: '로그아웃' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: '로그인' }).count()).toBe(0);
    await header.getByRole('link', { name: '마이페이지' }).click();
    await page.getByText(user.nickname, { exact: true }).waitFor();
    await page.getByText('✓ 인증됨').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an unverified user resends the verification mail and sees the resent state', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    const user = await createUnverifiedUser(context, env.server);
    await page.goto('/auth/verify-email');
    await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
    await page.getByRole('button', { name: /Sent again/ }).waitFor();
    expect(await page.getByRole('button', { name: /Sent again/ }).isDisabled()).toBe(true);
    expect((await env.server.outbox()).filter((m) => m.to === user.email)).toHaveLength(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a failed resend shows the emailResendError text under the button', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'es-ES' });
    await createUnverifiedUser(context, env.server);
    await page.route('**/api/auth/resend-verification', (route) => route.abort('internetdisconnected'));
    await page.goto('/mypage');
    await page.getByRole('button', { name: 'Reenviar correo de verificación' }).click();
    await page
      .getByRole('alert')
      .getByText('No pudimos reenviar el correo. Inténtalo de nuevo en unos minutos.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Reenviar correo de verificación' }).isEnabled()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a forgotten password is reset through the mailed link', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'es-ES' });
    const user = uniqueUser();
    expect((await context.request.post('/api/auth/sign-up', { data: { ...user, acceptTerms: true } })).status()).toBe(
      202,
    );
    await page.goto('/auth/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Restablecer la contraseña' }).waitFor();
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByText('el enlace ya va en camino', { exact: false }).waitFor();

    // The answer comes before the mail is sent.
    const resetMail = async () =>
      (await env.server.outbox()).find((m) => m.to === user.email && m.link?.includes('reset-password'));
    await expect.poll(resetMail).toBeDefined();
    await page.goto((await resetMail())!.link!);
    await page.getByLabel('Nueva contraseña').fill('a-new-password-2026');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByRole('link', { name: 'Ir a iniciar sesión' }).click();
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByLabel('Contraseña').fill('a-new-password-2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Mi cuenta' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
