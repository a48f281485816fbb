import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pair, send } from '#server/test/chat';
import { createTestApp, signUpUser } from '#server/test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe("the chat's endpoints", () => {
  it('returns 401 without a session on every messaging route', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/conversations'],
      ['POST', '/api/conversations'],
      ['GET', '/api/conversations/unread'],
      ['GET', '/api/conversations/x'],
      ['GET', '/api/conversations/x/messages'],
      ['POST', '/api/conversations/x/messages'],
      ['POST', '/api/conversations/x/read'],
      ['DELETE', '/api/messages/1'],
      ['POST', '/api/messages/1/report'],
      ['GET', '/api/blocks'],
      ['PUT', '/api/blocks/x'],
      ['DELETE', '/api/blocks/x'],
      ['GET', '/api/events'],
    ];
    for (const [method, url] of routes) {
      const res = await ctx.app.inject({ method: method as 'GET', url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
  it('answers outsiders exactly as for a conversation that does not exist', async () => {
    const { a, roomId } = await pair(ctx.app);
    await send(a, roomId, '안녕하세요');
    const outsider = await signUpUser(ctx.app);
    const attempts = [
      () => outsider.agent.get(`/api/conversations/${roomId}`),
      () => outsider.agent.get(`/api/conversations/${roomId}/messages`),
      () => outsider.agent.post(`/api/conversations/${roomId}/read`),
      () => send(outsider, roomId, 'hola'),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const missing = await outsider.agent.get('/api/conversations/00000000-0000-0000-0000-000000000000');
    expect(missing.json()).toEqual((await outsider.agent.get(`/api/conversations/${roomId}`)).json());
    const messageId = (await a.agent.get(`/api/conversations/${roomId}/messages`)).json().messages[0].id;
    expect((await outsider.agent.post(`/api/messages/${messageId}/report`, { reason: '광고/스팸' })).statusCode).toBe(
      404,
    );
    expect((await outsider.agent.delete(`/api/messages/${messageId}`)).statusCode).toBe(404);
  });
});
