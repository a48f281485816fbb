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

describe('opening a chat', () => {
  it('updates the last message and unread count on send, and resets them when the chat is opened', async () => {
    const { a, b, roomId } = await pair(ctx.app);
    const first = (await send(a, roomId, '  Where is the nearest T-money top-up?  ')).json().message;
    expect(first).toMatchObject({
      content: 'Where is the nearest T-money top-up?',
      senderId: a.id,
      receiverId: b.id,
      isRead: false,
      deleted: false,
    });
    await send(a, roomId, 'Any convenience store works.');

    const [forB] = await inbox(b);
    expect(forB).toMatchObject({
      id: roomId,
      unreadCount: 2,
      lastMessage: { text: 'Any convenience store works.', senderId: a.id },
    });
    expect((await b.agent.get('/api/conversations/unread')).json()).toEqual({ total: 2 });
    expect((await inbox(a))[0].unreadCount).toBe(0);

    expect((await b.agent.post(`/api/conversations/${roomId}/read`)).statusCode).toBe(204);
    expect((await inbox(b))[0].unreadCount).toBe(0);
    const messages = (await a.agent.get(`/api/conversations/${roomId}/messages`)).json().messages;
    expect(messages.map((m: { isRead: boolean }) => m.isRead)).toEqual([true, true]);
  });
});
