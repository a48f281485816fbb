import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pair, send, inbox } from '#server/test/chat';
import { createTestApp } from '#server/test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('the inbox', () => {
  it('shows a deleted account as a partner without a nickname, and keeps the conversation', async () => {
    const { a, b, roomId } = await pair(ctx.app);
    await send(b, roomId, 'See you at Hongdae station exit 9');
    await b.agent.post('/api/me/delete', { confirmation: b.nickname, password: b.password });
    const [row] = await inbox(a);
    expect(row.partner).toEqual({ id: b.id, nickname: null });
    expect(row.lastMessage.text).toBe('See you at Hongdae station exit 9');
  });
});
