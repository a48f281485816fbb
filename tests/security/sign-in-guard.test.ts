import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInGuard } from '#server/auth/sign-in-guard';
import { createMemoryCounter } from '#server/lib/attempt-counter';
import { createAgent, createTestApp, signUpUser } from '#server/test/test-app';

// At scale 1: 10 failures per address and account, 20 per account an hour, 30 per address (15 minutes).
const HOTEL = '198.51.100.20';
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 1, redis: true });
});
afterAll(async () => {
  await ctx.close();
});

const signIn = (remoteAddress: string, email: string, password: string, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress, headers: cookie ? { cookie } : {}, payload: { email, password } });

// Sign-up allows 5 an address at scale 1: each user comes from an address of their own.
let users = 0;
const newUser = () => signUpUser(ctx.app, { remoteAddress: `192.0.2.${++users}` });

async function fail(remoteAddress: string, email: string, times: number) {
  for (let i = 0; i < times; i++) expect((await signIn(remoteAddress, email, `wrong guess ${i}`)).statusCode).toBe(401);
}

describe('password guessing', () => {
  it('one guesser at the hotel pauses only the account it guesses, and only for browsers that never signed in to it', async () => {
    const victim = await newUser();
    const neighbour = await newUser();
    await fail(HOTEL, victim.email, 10);

    const paused = await signIn(HOTEL, victim.email, victim.password);
    expect(paused.statusCode).toBe(429);
    expect(paused.json().error.code).toBe('SIGN_IN_PAUSED');
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else at the same address signs in to their own account with the right password.
    expect((await signIn(HOTEL, neighbour.email, neighbour.password)).statusCode).toBe(200);
  });

  it('stops guessing one account from many addresses, while the owner’s own browser still gets in', async () => {
    const owner = await newUser();
    await fail('203.0.113.1', owner.email, 10);
    await fail('203.0.113.2', owner.email, 10);
    // The 21st attempt of the hour, from a fresh address and with the right password, is refused.
    const fresh = await signIn('203.0.113.3', owner.email, owner.password);
    expect(fresh.statusCode).toBe(429);
    expect(fresh.headers['retry-after']).toBeDefined();
    // The browser the owner signed up with holds the account's device cookie.
    expect((await signIn('192.0.2.44', owner.email, owner.password, owner.agent.cookie())).statusCode).toBe(200);
  });

  it('a device cookie of one account does nothing for another, and a forged one is ignored', async () => {
    const attacker = await newUser();
    const target = await newUser();
    await fail('203.0.113.11', target.email, 10);
    await fail('203.0.113.12', target.email, 10);
    const device = attacker.agent.cookie().split('; ').find((c) => c.startsWith('hola.device='))!;
    expect(device).toBeDefined();
    expect((await signIn('203.0.113.13', target.email, target.password, device)).statusCode).toBe(429);
    const forged = `hola.device=${device.slice('hola.device='.length).split('.')[0]}.AAAA`;
    expect((await signIn('203.0.113.13', target.email, target.password, forged)).statusCode).toBe(429);
  });

  it('a device has its own allowance: a stolen device cookie cannot guess without end', async () => {
    const owner = await newUser();
    const device = owner.agent.cookie();
    for (let i = 0; i < 10; i++) expect((await signIn('192.0.2.50', owner.email, `nope ${i}`, device)).statusCode).toBe(401);
    expect((await signIn('192.0.2.50', owner.email, owner.password, device)).statusCode).toBe(429);
  });

  it('counts failures only: many correct sign-ins from one address are never refused', async () => {
    const user = await newUser();
    for (let i = 0; i < 12; i++) expect((await signIn('192.0.2.60', user.email, user.password)).statusCode).toBe(200);
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
    const guard = createSignInGuard({ counter: createMemoryCounter(), secret: 's'.repeat(32), scale: 1000, secureCookie: false });
    const from = (i: number) => ({ ip: `10.9.${i}.1`, headers: {} }) as FastifyRequest;
    for (let i = 0; i < 100; i++) {
      await guard.check(from(i), 'owner@example.com');
      await guard.failed(from(i), 'owner@example.com');
    }
    await expect(guard.check(from(100), 'owner@example.com')).rejects.toMatchObject({ statusCode: 429, code: 'SIGN_IN_PAUSED' });
    await expect(guard.check(from(100), 'other@example.com')).resolves.toBeUndefined();
  });
});
