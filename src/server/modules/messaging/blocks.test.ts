import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pair } from '#server/test/chat';
import { createTestApp } from '#server/test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('blocks', () => {
  it('lists, adds and removes blocks, and shows them on the conversation', async () => {
    const { a, b, roomId } = await pair(ctx.app);
    expect((await a.agent.put(`/api/blocks/${a.id}`)).statusCode).toBe(400);
    expect((await a.agent.put(`/api/blocks/${b.id}`)).statusCode).toBe(204);
    expect((await a.agent.put(`/api/blocks/${b.id}`)).statusCode).toBe(204);
    expect((await a.agent.get('/api/blocks')).json().blocks).toEqual([
      { id: b.id, nickname: b.nickname, blockedAt: expect.any(String) },
    ]);
    expect((await a.agent.get(`/api/conversations/${roomId}`)).json().conversation).toMatchObject({
      blockedByMe: true,
      blockedMe: false,
    });
    expect((await b.agent.get(`/api/conversations/${roomId}`)).json().conversation).toMatchObject({
      blockedByMe: false,
      blockedMe: true,
    });
    expect((await a.agent.delete(`/api/blocks/${b.id}`)).statusCode).toBe(204);
    expect((await a.agent.get('/api/blocks')).json().blocks).toEqual([]);
  });
});
