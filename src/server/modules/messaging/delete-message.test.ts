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

describe('deleting a message', () => {
  it('lets only the sender delete a message, which then reads as deleted for both', async () => {
    const { a, b, roomId } = await pair(ctx.app);
    const message = (await send(a, roomId, 'my room number is 1203')).json().message;
    expect((await b.agent.delete(`/api/messages/${message.id}`)).statusCode).toBe(403);
    expect((await a.agent.delete(`/api/messages/${message.id}`)).statusCode).toBe(204);
    for (const user of [a, b]) {
      const [shown] = (await user.agent.get(`/api/conversations/${roomId}/messages`)).json().messages;
      expect(shown).toMatchObject({ id: message.id, deleted: true, content: null });
      expect((await inbox(user))[0].lastMessage).toMatchObject({ deleted: true, text: null });
    }
    const row = await ctx.db
      .selectFrom('messages')
      .select('content')
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(row.content).toBe('');
  });
});
