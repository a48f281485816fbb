import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser } from '#server/test/test-app';

// forgot-password allows 5 requests per 15 minutes from one client address (at scale 1).
const LIMIT = 5;
let ctx: Awaited<ReturnType<typeof createTestApp>> | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

const forgot = (remoteAddress: string, forwardedFor?: string) =>
  ctx!.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { email: 'nobody@example.com' },
  });

describe('TRUST_PROXY and the rate-limit key', () => {
  it('off (the default): a made-up X-Forwarded-For does not buy more attempts', async () => {
    ctx = await createTestApp({ rateLimitScale: 1 });
    const codes = [];
    for (let i = 0; i <= LIMIT; i++) codes.push((await forgot('203.0.113.9', `198.51.100.${i}`)).statusCode);
    expect(codes).toEqual([...Array(LIMIT).fill(204), 429]);
  });

  it('a hop count: clients behind the proxy are told apart, and one cannot pick its key by prepending an address', async () => {
    ctx = await createTestApp({ rateLimitScale: 1, trustProxy: 1 });
    const proxy = '10.0.0.2';
    for (let i = 0; i < LIMIT; i++) {
      // The client sends its own X-Forwarded-For; the proxy appends the address it saw.
      expect((await forgot(proxy, `192.0.2.${i}, 198.51.100.1`)).statusCode).toBe(204);
    }
    expect((await forgot(proxy, '192.0.2.99, 198.51.100.1')).statusCode).toBe(429);
    expect((await forgot(proxy, '198.51.100.2')).statusCode).toBe(204);
  });

  it('a list of proxies: the header counts only when the proxy itself sent it', async () => {
    ctx = await createTestApp({ rateLimitScale: 1, trustProxy: ['10.0.0.2'] });
    for (let i = 0; i < LIMIT; i++) expect((await forgot('203.0.113.9', `198.51.100.${i}`)).statusCode).toBe(204);
    expect((await forgot('203.0.113.9', '198.51.100.200')).statusCode).toBe(429);
    expect((await forgot('10.0.0.2', '198.51.100.7')).statusCode).toBe(204);
  });

  it('a session records the address TRUST_PROXY works out, not a client’s header', async () => {
    ctx = await createTestApp();
    // Sign-up signs nobody in (decision record 012): the session comes from the sign-in that follows.
    const user = await signUpUser(ctx.app, { nickname: 'Where' });
    await ctx.db.deleteFrom('sessions').execute();
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '6.6.6.6', 'x-hola-client-address': '7.7.7.7' },
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(200);
    const session = await ctx.db.selectFrom('sessions').select('ip_address').executeTakeFirstOrThrow();
    expect(session.ip_address).toBe('203.0.113.9');
  });
});
