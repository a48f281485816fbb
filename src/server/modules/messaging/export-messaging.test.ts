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

describe('the data export', () => {
  it('puts the messages, blocks and reports of the user, and nobody else, in the data export', async () => {
    const { a, b, roomId } = await pair(ctx.app);
    const stranger = await pair(ctx.app);
    await send(stranger.a, stranger.roomId, 'private words between strangers');
    const sent = (await send(a, roomId, 'hello from a')).json().message;
    const received = (await send(b, roomId, 'hello from b')).json().message;
    await a.agent.post(`/api/messages/${received.id}/report`, { reason: '욕설/비방' });
    await a.agent.put(`/api/blocks/${b.id}`);
    const data = JSON.parse((await a.agent.get('/api/me/export')).body);
    expect(data.messages.map((m: { id: number; direction: string }) => [m.id, m.direction])).toEqual([
      [sent.id, 'sent'],
      [received.id, 'received'],
    ]);
    expect(data.blocks).toEqual([{ userId: b.id, blockedAt: expect.any(String) }]);
    expect(data.messageReports).toEqual([
      { messageId: received.id, reason: '욕설/비방', detail: null, createdAt: expect.any(String) },
    ]);
    expect(JSON.stringify(data)).not.toContain('private words between strangers');
  });
});
