import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pair, send } from '#server/test/chat';
import { createTestApp } from '#server/test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe("a conversation's messages", () => {
  it('pages older messages with before', async () => {
    const { a, roomId } = await pair(ctx.app);
    for (let i = 0; i < 5; i += 1) await send(a, roomId, `m${i}`);
    const newest = (await a.agent.get(`/api/conversations/${roomId}/messages?limit=3`)).json();
    expect(newest.messages.map((m: { content: string }) => m.content)).toEqual(['m2', 'm3', 'm4']);
    expect(newest.hasMore).toBe(true);
    const older = (
      await a.agent.get(`/api/conversations/${roomId}/messages?limit=3&before=${newest.messages[0].id}`)
    ).json();
    expect(older.messages.map((m: { content: string }) => m.content)).toEqual(['m0', 'm1']);
    expect(older.hasMore).toBe(false);
  });
});
