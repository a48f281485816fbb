import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser } from '#server/test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 1 });
});
afterAll(async () => {
  await ctx.close();
});

describe('personal answers are never cached', () => {
  it('sends Cache-Control: no-store on the API', async () => {
    const user = await signUpUser(ctx.app);
    for (const url of [
      '/api/me',
      '/api/me/export',
      '/api/me/activity',
      '/api/conversations',
      '/api/blocks',
      '/api/me/favorite-phrases',
      '/api/boards',
    ]) {
      const res = await user.agent.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.headers['cache-control']).toBe('no-store');
  });
});

describe('every 429 says when to come back', () => {
  it('the per-route limits (forgot password)', async () => {
    let res;
    for (let i = 0; i < 6; i++) {
      res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: '203.0.113.70',
        payload: { email: 'a@example.com' },
      });
    }
    expect(res!.statusCode).toBe(429);
    expect(Number(res!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sign-in guessing', async () => {
    let res;
    for (let i = 0; i < 11; i++) {
      res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        remoteAddress: '203.0.113.71',
        payload: { email: 'b@example.com', password: `guess-${i}` },
      });
    }
    expect(res!.statusCode).toBe(429);
    expect(Number(res!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('community pacing', async () => {
    const user = await signUpUser(ctx.app, { remoteAddress: '203.0.113.72' });
    const boardId = (await user.agent.get('/api/boards')).json().boards[0].slug;
    expect((await user.agent.post('/api/posts', { boardId, title: 'First', body: 'Hello' })).statusCode).toBe(201);
    const res = await user.agent.post('/api/posts', { boardId, title: 'Second', body: 'Hello again' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('TOO_FAST');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('nickname changes: five a day', async () => {
    const user = await signUpUser(ctx.app, { remoteAddress: '203.0.113.73' });
    for (let i = 0; i < 5; i++)
      expect((await user.agent.patch('/api/me', { nickname: `Renamed${i}x` })).statusCode).toBe(200);
    const res = await user.agent.patch('/api/me', { nickname: 'OneTooMany' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3600);
    // The language is not a nickname change.
    expect((await user.agent.patch('/api/me', { language: 'es' })).statusCode).toBe(200);
    expect((await user.agent.get('/api/me')).json().user.nickname).toBe('Renamed4x');
  });

  it('messaging', async () => {
    const a = await signUpUser(ctx.app, { remoteAddress: '203.0.113.74' });
    const b = await signUpUser(ctx.app, { remoteAddress: '203.0.113.75' });
    const room = (await a.agent.post('/api/conversations', { partnerId: b.id })).json().conversation.id;
    let res;
    for (let i = 0; i < 200; i++) {
      res = await a.agent.post(`/api/conversations/${room}/messages`, { text: `hi ${i}`, clientId: randomUUID() });
      if (res.statusCode === 429) break;
    }
    expect(res!.statusCode).toBe(429);
    expect(Number(res!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
