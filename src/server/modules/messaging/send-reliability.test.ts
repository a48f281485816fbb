import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '#server/test/event-stream';
import { createTestApp, signUpUser } from '#server/test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 100_000 });
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;

async function pair() {
  const [a, b] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
  const roomId = (await a.agent.post('/api/conversations', { partnerId: b.id })).json().conversation.id as string;
  // A stranger's first message waits as a request (message-requests.test.ts); here both sides write.
  expect((await b.agent.post(`/api/conversations/${roomId}/request`, { action: 'accept' })).statusCode).toBe(204);
  return { a, b, roomId };
}

const send = (user: User, roomId: string, text: string, clientId?: string) =>
  user.agent.post(`/api/conversations/${roomId}/messages`, { text, clientId });

/** Each member's stored unread_count next to the partner's messages to them that are still unread. */
async function countersAndTruth(roomId: string) {
  const members = await ctx.db
    .selectFrom('conversation_members')
    .select(['user_id', 'unread_count'])
    .where('conversation_id', '=', roomId)
    .orderBy('user_id')
    .execute();
  return Promise.all(
    members.map(async (m) => {
      const { n } = await ctx.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('conversation_id', '=', roomId)
        .where('receiver_id', '=', m.user_id)
        .where('is_read', '=', false)
        .executeTakeFirstOrThrow();
      return { user: m.user_id, counter: Number(m.unread_count), unreadStored: Number(n) };
    }),
  );
}

describe('unread counters under concurrent sends and mark-reads', () => {
  it('match the unread messages stored after both sides send 8 + 8 in flight while marking read every 10th message', async () => {
    const { a, b, roomId } = await pair();
    const statuses: number[] = [];
    let received = 0;
    const markRead = (user: User) =>
      user.agent.post(`/api/conversations/${roomId}/read`).then((res) => statuses.push(res.statusCode));
    const sendFrom = async (from: User, to: User, round: number, i: number) => {
      const res = await send(from, roomId, `round ${round} message ${i}`);
      statuses.push(res.statusCode);
      received += 1;
      // The receiver marks the chat read every 10th message, while other sends are still in flight.
      if (received % 10 === 0) await markRead(to);
    };
    for (let round = 0; round < 12; round += 1) {
      await Promise.all(
        Array.from({ length: 8 }, (_, i) => [sendFrom(a, b, round, i), sendFrom(b, a, round, i)]).flat(),
      );
      const counts = await countersAndTruth(roomId);
      for (const c of counts) expect(c.counter, `round ${round}`).toBe(c.unreadStored);
    }
    expect(statuses.filter((s) => s !== 201 && s !== 204)).toEqual([]);
    const stored = await ctx.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('conversation_id', '=', roomId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(12 * 16);

    // Opening the chat afterwards brings each side to exactly zero.
    await Promise.all([markRead(a), markRead(b)]);
    expect(await countersAndTruth(roomId)).toEqual([
      expect.objectContaining({ counter: 0, unreadStored: 0 }),
      expect.objectContaining({ counter: 0, unreadStored: 0 }),
    ]);
  });
});

describe('idempotent sends', () => {
  const rowsWith = async (senderId: string, clientId: string) =>
    ctx.db
      .selectFrom('messages')
      .select(['id', 'content'])
      .where('sender_id', '=', senderId)
      .where('client_id', '=', clientId)
      .execute();

  it('refuses a client id that is not a UUID', async () => {
    const { a, roomId } = await pair();
    const res = await send(a, roomId, 'hello', 'not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('clientId');
  });

  it('answers a repeat of the same client id with the original message and 200, and stores one row', async () => {
    const { a, b, roomId } = await pair();
    const clientId = randomUUID();
    const first = await send(a, roomId, '안녕하세요', clientId);
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toMatchObject({ content: '안녕하세요', clientId });
    // Even with other text, and after the sender was blocked: the repeat is the message already stored.
    await b.agent.put(`/api/blocks/${a.id}`);
    const again = await send(a, roomId, 'something else', clientId);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toEqual(first.json().message);
    expect(await rowsWith(a.id, clientId)).toHaveLength(1);
    expect((await b.agent.get('/api/conversations')).json().conversations[0].unreadCount).toBe(1);
  });

  it('stores one row when repeats arrive together, in one group-commit batch', async () => {
    const { a, b, roomId } = await pair();
    const clientId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(a, roomId, 'once', clientId)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((r) => r.json().message.id)).size).toBe(1);
    expect(await rowsWith(a.id, clientId)).toHaveLength(1);
    expect(await countersAndTruth(roomId)).toContainEqual({ user: b.id, counter: 1, unreadStored: 1 });
  });

  it('keeps client ids per sender: the partner may use the same one', async () => {
    const { a, b, roomId } = await pair();
    const clientId = randomUUID();
    const [fromA, fromB] = await Promise.all([
      send(a, roomId, 'from a', clientId),
      send(b, roomId, 'from b', clientId),
    ]);
    expect([fromA.statusCode, fromB.statusCode]).toEqual([201, 201]);
    expect(fromA.json().message.id).not.toBe(fromB.json().message.id);
  });

  it('shows the client id to the sender only: in the list and on the live stream', async () => {
    const { a, b, roomId } = await pair();
    const streamA = await openEventStream(baseUrl, a.agent.cookie());
    const streamB = await openEventStream(baseUrl, b.agent.cookie());
    try {
      await Promise.all([streamA.next((e) => e.type === 'ready'), streamB.next((e) => e.type === 'ready')]);
      const clientId = randomUUID();
      const { message } = (await send(a, roomId, 'just for me', clientId)).json();
      const [toA, toB] = await Promise.all([
        streamA.next((e) => e.type === 'message.created'),
        streamB.next((e) => e.type === 'message.created'),
      ]);
      expect(toA.event).toMatchObject({ message: { id: message.id, clientId } });
      expect(toB.event).toMatchObject({ message: { id: message.id } });
      expect(toB.event).not.toHaveProperty('message.clientId');
      expect((await a.agent.get(`/api/conversations/${roomId}/messages`)).json().messages[0].clientId).toBe(clientId);
      expect((await b.agent.get(`/api/conversations/${roomId}/messages`)).json().messages[0]).not.toHaveProperty(
        'clientId',
      );
    } finally {
      streamA.close();
      streamB.close();
    }
  });
});
