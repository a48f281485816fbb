import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, enrolTwoFactor, signUpUser } from '#server/test/test-app';
import { codeForKey, currentStep } from '#server/test/totp';

const ADMIN = { email: 'two-factor-admin@holacorea.test', password: 'two-factor-admin-password' };
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof createAgent>;

beforeAll(async () => {
  ctx = await createTestApp({ admin: ADMIN, rateLimitScale: 100_000 });
  admin = createAgent(ctx.app);
  expect((await admin.post('/api/auth/sign-in', ADMIN)).statusCode).toBe(200);
});
afterAll(async () => {
  await ctx.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;
const errorOf = (res: { json: () => { error: { code: string; field?: string } } }) => res.json().error;
const signIn = async (user: User) => {
  const device = createAgent(ctx.app);
  const res = await device.post('/api/auth/sign-in', { email: user.email, password: user.password });
  return { device, res };
};
async function promoted() {
  const user = await signUpUser(ctx.app);
  expect((await admin.post(`/api/admin/users/${user.id}/role`, { role: 'admin' })).statusCode).toBe(200);
  return user;
}
/** An admin with two-factor sign-in: the secret, and a device that passed both factors. */
async function enrolledAdmin() {
  const user = await promoted();
  const { device } = await signIn(user);
  const { secret } = await enrolTwoFactor(ctx.app, user, device);
  return { user, secret, device };
}
/** Signs in with the password and answers the second step with `code` (a TOTP code), by hand. */
async function passwordThenCode(user: User, code: string) {
  const device = createAgent(ctx.app);
  const first = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: user.email, password: user.password },
  });
  expect(first.json()).toEqual({ twoFactorRequired: true });
  const cookie = first.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/verify',
    payload: { code },
    headers: { cookie },
  });
  return { device, res };
}

describe('admin sessions and the second factor', () => {
  it('a password-only session opened before enrolment is ended by enrolment on another device', async () => {
    const user = await promoted();
    // The attacker's device: the admin's password only, before two-factor sign-in exists for the account.
    const { device: early, res } = await signIn(user);
    expect(res.json().user).toMatchObject({ role: 'admin', twoFactorEnabled: false });
    expect(errorOf(await early.get('/api/admin/dashboard')).code).toBe('TWO_FACTOR_REQUIRED');

    // The owner enrols on their own device.
    const { device: owner } = await signIn(user);
    await enrolTwoFactor(ctx.app, user, owner);
    expect((await owner.get('/api/admin/dashboard')).statusCode).toBe(200);

    // Was: the early session became a full admin session. Now it no longer exists.
    for (const url of ['/api/admin/dashboard', '/api/admin/users']) {
      const answer = await early.get(url);
      expect(answer.statusCode, url).toBe(401);
    }
    expect((await early.get('/api/me')).json().user).toBeNull();
  });

  it('admin routes refuse a session of an enrolled admin that did not pass the second factor itself', async () => {
    const { user, device } = await enrolledAdmin();
    expect((await device.get('/api/admin/dashboard')).statusCode).toBe(200);
    // A session from before this mark existed (or any session that skipped the code step).
    await ctx.db.updateTable('sessions').set({ two_factor_verified: false }).where('user_id', '=', user.id).execute();
    const refused = await device.get('/api/admin/dashboard');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('SECOND_FACTOR_REQUIRED');
    expect((await device.get('/api/me')).json().user).toMatchObject({ id: user.id });
  });

  it('a promotion to admin ends every session of the account', async () => {
    const user = await signUpUser(ctx.app);
    const { device: phone } = await signIn(user);
    expect((await phone.get('/api/conversations')).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/users/${user.id}/role`, { role: 'admin' })).statusCode).toBe(200);
    for (const device of [phone, user.agent]) {
      expect((await device.get('/api/conversations')).statusCode).toBe(401);
      expect((await device.get('/api/admin/dashboard')).statusCode).toBe(401);
    }
  });
});

describe('authenticator codes', () => {
  it('accepts a code once: the same code on another device is refused, without a session', async () => {
    const { user, secret } = await enrolledAdmin();
    const code = await codeForKey(secret, currentStep() + 1);
    const first = await passwordThenCode(user, code);
    expect(first.res.statusCode, first.res.body).toBe(200);
    const replay = await passwordThenCode(user, code);
    expect(replay.res.statusCode).toBe(400);
    expect(errorOf(replay.res)).toMatchObject({ code: 'CODE_ALREADY_USED', field: 'code' });
    expect(String(replay.res.headers['set-cookie'] ?? '')).not.toMatch(/hola\.session_token=[^;]/);
    // Only the enrolment's session and the first sign-in's remain.
    const sessions = await ctx.db.selectFrom('sessions').select('token').where('user_id', '=', user.id).execute();
    expect(sessions).toHaveLength(2);
  });

  it('refuses a code of an earlier step than the last one accepted', async () => {
    const { user, secret } = await enrolledAdmin();
    expect((await passwordThenCode(user, await codeForKey(secret, currentStep() + 1))).res.statusCode).toBe(200);
    const earlier = await passwordThenCode(user, await codeForKey(secret, currentStep()));
    expect(errorOf(earlier.res).code).toBe('CODE_ALREADY_USED');
  });

  it('lets one of two sign-ins with the same code at once through', async () => {
    const { user, secret } = await enrolledAdmin();
    const code = await codeForKey(secret, currentStep() + 1);
    const answers = await Promise.all([passwordThenCode(user, code), passwordThenCode(user, code)]);
    expect(answers.map((a) => a.res.statusCode).sort()).toEqual([200, 400]);
  });

  it('says a wrong recovery code is wrong or spent, never that the phone’s clock is off', async () => {
    const { user } = await enrolledAdmin();
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: user.password },
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify',
      payload: { code: 'abcde-fghij', method: 'recovery' },
      headers: { cookie: first.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('INVALID_RECOVERY_CODE');
    for (const lng of ['ko', 'es', 'en']) {
      const codes = JSON.parse(readFileSync(`public/locales/${lng}/errors.json`, 'utf8')).codes;
      expect(codes.INVALID_RECOVERY_CODE, lng).toBeTruthy();
      expect(codes.INVALID_RECOVERY_CODE, lng).not.toMatch(/시간|시계|휴대폰|hora|reloj|celular|time|clock|phone/i);
    }
  });
});
