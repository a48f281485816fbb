import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pair, send } from '#server/test/chat';
import { openEventStream } from '#server/test/event-stream';
import { createTestApp, signUpUser } from '#server/test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestApp({ sseHeartbeatMs: 300 });
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx.close();
});

describe('live events', () => {
  it('delivers messages, read receipts, unread totals and blocks to both users over SSE', async () => {
    const { a, b, roomId } = await pair(ctx.app);
    const streamA = await openEventStream(baseUrl, a.agent.cookie());
    const streamB = await openEventStream(baseUrl, b.agent.cookie());
    try {
      await streamA.next((e) => e.type === 'ready');
      await streamB.next((e) => e.type === 'ready');
      const message = (await send(a, roomId, '지금 가고 있어요')).json().message;
      const delivered = await streamB.next((e) => e.type === 'message.created' && e.message.id === message.id);
      expect(delivered.id).toBe(String(message.id));
      await streamA.next((e) => e.type === 'message.created' && e.message.id === message.id);
      await streamB.next((e) => e.type === 'unread.total' && e.total === 1);

      await b.agent.post(`/api/conversations/${roomId}/read`);
      await streamA.next((e) => e.type === 'messages.read' && e.readerId === b.id && e.upToId === message.id);
      await streamB.next((e) => e.type === 'unread.total' && e.total === 0);

      await b.agent.put(`/api/blocks/${a.id}`);
      await streamA.next((e) => e.type === 'block.changed' && e.blockerId === b.id && e.blocked);
    } finally {
      streamA.close();
      streamB.close();
    }
  });
  it('delivers a burst of sends from both sides to each stream complete and in id order', async () => {
    const { a, b, roomId } = await pair(ctx.app);
    const streamA = await openEventStream(baseUrl, a.agent.cookie());
    const streamB = await openEventStream(baseUrl, b.agent.cookie());
    try {
      await streamA.next((e) => e.type === 'ready');
      await streamB.next((e) => e.type === 'ready');
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => [send(a, roomId, `a${i}`), send(b, roomId, `b${i}`)]).flat(),
      );
      const ids = results.map((r) => r.json().message.id as number).sort((x, y) => x - y);
      for (const stream of [streamA, streamB]) {
        await stream.next((e) => e.type === 'message.created' && e.message.id === ids.at(-1));
        const seen = stream.received.filter((r) => r.event.type === 'message.created').map((r) => Number(r.id));
        expect(seen).toEqual(ids);
      }
      await streamB.next((e) => e.type === 'unread.total' && e.total === 10);
    } finally {
      streamA.close();
      streamB.close();
    }
  });
  it('replays what a stream missed after its Last-Event-ID, then goes live', async () => {
    const { a, b, roomId } = await pair(ctx.app);
    const before = (await send(a, roomId, 'before the tunnel')).json().message;
    const missed = [];
    for (const text of ['in the tunnel 1', 'in the tunnel 2'])
      missed.push((await send(a, roomId, text)).json().message);
    const stream = await openEventStream(baseUrl, b.agent.cookie(), before.id);
    try {
      await stream.next((e) => e.type === 'ready');
      const replayed = stream.received.filter((r) => r.event.type === 'message.created');
      expect(replayed.map((r) => r.id)).toEqual(missed.map((m) => String(m.id)));
      const live = (await send(a, roomId, 'out of the tunnel')).json().message;
      await stream.next((e) => e.type === 'message.created' && e.message.id === live.id);
    } finally {
      stream.close();
    }
  });
  it('ends a stream once its session is gone', async () => {
    const user = await signUpUser(ctx.app);
    const stream = await openEventStream(baseUrl, user.agent.cookie());
    await stream.next((e) => e.type === 'ready');
    const cookie = user.agent.cookie();
    expect((await user.agent.post('/api/me/sign-out-everywhere')).statusCode).toBe(204);
    await stream.ended;
    const again = await fetch(`${baseUrl}/api/events`, { headers: { cookie } });
    expect(again.status).toBe(401);
  });
});
