import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInGuard } from '#server/auth/sign-in-guard';
import { createMemoryCounter } from '#server/lib/attempt-counter';
import { createAgent, createTestApp, signUpUser, tokenFromLink, waitForMail } from '#server/test/test-app';

// Every failed attempt costs a password hash: the limits are scaled down to keep the file quick. At scale 1
// they are 10 failures per address and account, 20 per account an hour, 30 per address, 10 per device.
const SCALE = 0.3;
const PAIR = 3;
const ACCOUNT = 6;
const ADDRESS = 9;
const HOTEL = '198.51.100.20';
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: SCALE, redis: true });
});
afterAll(async () => {
  await ctx.close();
});

const signIn = (remoteAddress: string, email: string, password: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress,
    headers: cookie ? { cookie } : {},
    payload: { email, password },
  });

// Sign-up is limited per address too: each user comes from an address of their own.
let users = 0;
const newUser = () => signUpUser(ctx.app, { remoteAddress: `192.0.2.${++users}` });

async function fail(remoteAddress: string, email: string, times: number) {
  for (let i = 0; i < times; i++) expect((await signIn(remoteAddress, email, `wrong guess ${i}`)).statusCode).toBe(401);
}

// Each attempt hashes a password; on a busy machine that is slow.
describe('password guessing', { timeout: 120_000 }, () => {
  it('one guesser at the hotel pauses only the account it guesses, and only for browsers that never signed in to it', async () => {
    const victim = await newUser();
    const neighbour = await newUser();
    await fail(HOTEL, victim.email, PAIR);

    const paused = await signIn(HOTEL, victim.email, victim.password);
    expect(paused.statusCode).toBe(429);
    expect(paused.json().error.code).toBe('SIGN_IN_PAUSED');
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else at the same address signs in to their own account with the right password.
    expect((await signIn(HOTEL, neighbour.email, neighbour.password)).statusCode).toBe(200);
  });

  it('stops guessing one account from many addresses, while the owner’s own browser still gets in', async () => {
    const owner = await newUser();
    await fail('203.0.113.1', owner.email, ACCOUNT / 2);
    await fail('203.0.113.2', owner.email, ACCOUNT / 2);
    // The next attempt of the hour, from a fresh address and with the right password, is refused.
    const fresh = await signIn('203.0.113.3', owner.email, owner.password);
    expect(fresh.statusCode).toBe(429);
    expect(fresh.headers['retry-after']).toBeDefined();
    // The browser the owner signed up with holds the account's device cookie.
    expect((await signIn('192.0.2.44', owner.email, owner.password, owner.agent.cookie())).statusCode).toBe(200);
  });

  it('a device cookie of one account does nothing for another, and a forged one is ignored', async () => {
    const attacker = await newUser();
    const target = await newUser();
    await fail('203.0.113.11', target.email, ACCOUNT / 2);
    await fail('203.0.113.12', target.email, ACCOUNT / 2);
    const device = attacker.agent
      .cookie()
      .split('; ')
      .find((c) => c.startsWith('hola.device='))!;
    expect(device).toBeDefined();
    expect((await signIn('203.0.113.13', target.email, target.password, device)).statusCode).toBe(429);
    const forged = `hola.device=${device.slice('hola.device='.length).split('.')[0]}.AAAA`;
    expect((await signIn('203.0.113.13', target.email, target.password, forged)).statusCode).toBe(429);
  });

  it('resetting the password by mail lets that browser in while the account stays paused for others', async () => {
    const owner = await newUser();
    await fail('203.0.113.21', owner.email, ACCOUNT / 2);
    await fail('203.0.113.22', owner.email, ACCOUNT / 2);
    const newBrowser = createAgent(ctx.app, { remoteAddress: '192.0.2.200' });
    expect(
      (await newBrowser.post('/api/auth/sign-in', { email: owner.email, password: owner.password })).statusCode,
    ).toBe(429);
    expect((await newBrowser.post('/api/auth/forgot-password', { email: owner.email })).statusCode).toBe(204);
    // Mails go out after the answer: wait for the reset link, not the verification mail before it.
    const mail = await waitForMail(ctx.app, owner.email, (m) => Boolean(m.link?.includes('reset-password')));
    const token = tokenFromLink(mail.link);
    expect(
      (await newBrowser.post('/api/auth/reset-password', { token, password: 'a fresh long password' })).statusCode,
    ).toBe(204);
    expect(
      (await newBrowser.post('/api/auth/sign-in', { email: owner.email, password: 'a fresh long password' }))
        .statusCode,
    ).toBe(200);
    expect((await signIn('203.0.113.23', owner.email, 'a fresh long password')).statusCode).toBe(429);
  });

  it('a device has its own allowance: a stolen device cookie cannot guess without end', async () => {
    const owner = await newUser();
    const device = owner.agent.cookie();
    for (let i = 0; i < PAIR; i++)
      expect((await signIn('192.0.2.50', owner.email, `nope ${i}`, device)).statusCode).toBe(401);
    expect((await signIn('192.0.2.50', owner.email, owner.password, device)).statusCode).toBe(429);
  });

  it('counts failures only: many correct sign-ins from one address are never refused', async () => {
    const user = await newUser();
    for (let i = 0; i <= ADDRESS; i++)
      expect((await signIn('192.0.2.60', user.email, user.password)).statusCode).toBe(200);
  });

  it('a sign-in sets a long-lived, http-only device cookie limited to the auth routes', async () => {
    const user = await newUser();
    const res = await createAgent(ctx.app).post('/api/auth/sign-in', { email: user.email, password: user.password });
    const cookie = [res.headers['set-cookie']].flat().find((c) => String(c).startsWith('hola.device='));
    expect(cookie).toMatch(/Path=\/api\/auth; Max-Age=\d+; HttpOnly; SameSite=Lax/);
  });
});

describe('the per-account ceiling', () => {
  it('never allows more than 100 failures an hour on one account, however far the limits are scaled', async () => {
    const guard = createSignInGuard({
      counter: createMemoryCounter(),
      secret: 's'.repeat(32),
      scale: 1000,
      secureCookie: false,
    });
    const from = (i: number) => ({ ip: `10.9.${i}.1`, headers: {} }) as FastifyRequest;
    for (let i = 0; i < 100; i++) {
      await guard.check(from(i), 'owner@example.com');
      await guard.failed(from(i), 'owner@example.com');
    }
    await expect(guard.check(from(100), 'owner@example.com')).rejects.toMatchObject({
      statusCode: 429,
      code: 'SIGN_IN_PAUSED',
    });
    await expect(guard.check(from(100), 'other@example.com')).resolves.toBeUndefined();
  });
});
