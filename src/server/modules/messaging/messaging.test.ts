import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MESSAGE_MAX } from '#shared/limits';
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

type User = Awaited<ReturnType<typeof signUpUser>>;

async function pair(opts: { verifiedA?: boolean } = {}) {
  const a = await signUpUser(ctx.app, { verified: opts.verifiedA });
  const b = await signUpUser(ctx.app);
  const res = await a.agent.post('/api/conversations', { partnerId: b.id });
  expect(res.statusCode).toBe(201);
  const roomId = res.json().conversation.id as string;
  // Strangers' first messages wait as a request (message-requests.test.ts); these tests start accepted.
  expect((await b.agent.post(`/api/conversations/${roomId}/request`, { action: 'accept' })).statusCode).toBe(204);
  return { a, b, roomId };
}

const send = (user: User, roomId: string, text: string) =>
  user.agent.post(`/api/conversations/${roomId}/messages`, { text });
const inbox = async (user: User) => (await user.agent.get('/api/conversations')).json().conversations;

describe('messaging API', () => {
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

  it('keeps one conversation per pair, reused from either side', async () => {
    const { a, b, roomId } = await pair();
    const again = await a.agent.post('/api/conversations', { partnerId: b.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ conversation: { id: roomId }, created: false });
    const fromB = await b.agent.post('/api/conversations', { partnerId: a.id });
    expect(fromB.json().conversation.id).toBe(roomId);

    expect((await a.agent.post('/api/conversations', { partnerId: a.id })).json().error.code).toBe(
      'CANNOT_MESSAGE_SELF',
    );
    expect((await a.agent.post('/api/conversations', { partnerId: 'nobody' })).statusCode).toBe(404);

    // A new conversation is listed with no last message: the inbox shows 'start new'.
    const [row] = await inbox(a);
    expect(row).toMatchObject({
      id: roomId,
      partner: { id: b.id, nickname: b.nickname },
      lastMessage: null,
      unreadCount: 0,
    });
  });

  it('answers outsiders exactly as for a conversation that does not exist', async () => {
    const { a, roomId } = await pair();
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

  it('refuses a send with a machine-readable reason for each rule', async () => {
    const unverified = await pair({ verifiedA: false });
    expect((await send(unverified.a, unverified.roomId, 'hi')).json().error.code).toBe('EMAIL_NOT_VERIFIED');

    const { a, b, roomId } = await pair();
    for (const text of ['', '   \n ', 'x'.repeat(MESSAGE_MAX + 1)]) {
      const res = await send(a, roomId, text);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'BAD_REQUEST', field: 'text' });
    }
    expect((await send(a, roomId, `  ${'x'.repeat(MESSAGE_MAX)}  `)).statusCode).toBe(201);

    await a.agent.put(`/api/blocks/${b.id}`);
    expect((await send(a, roomId, 'hi')).json().error.code).toBe('BLOCKING');
    expect((await send(b, roomId, 'hi')).json().error.code).toBe('BLOCKED');
    await a.agent.delete(`/api/blocks/${b.id}`);
    expect((await send(b, roomId, 'hi')).statusCode).toBe(201);

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await ctx.db.updateTable('users').set({ ban_until: tomorrow }).where('id', '=', a.id).execute();
    const banned = await send(a, roomId, 'hi');
    expect(banned.statusCode).toBe(403);
    expect(banned.json().error.code).toBe('BANNED');
    // A ban that has passed no longer applies: the next send reads the row again.
    await ctx.db
      .updateTable('users')
      .set({ ban_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', a.id)
      .execute();
    expect((await send(a, roomId, 'hi')).statusCode).toBe(201);

    await ctx.db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', b.id).execute();
    expect((await send(a, roomId, 'hi')).json().error.code).toBe('PARTNER_DEACTIVATED');
  });

  it('updates the last message and unread count on send, and resets them when the chat is opened', async () => {
    const { a, b, roomId } = await pair();
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

  it('keeps unread counts, last message and order right when both sides send at once', async () => {
    const { a, b, roomId } = await pair();
    const n = 15;
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) => [send(a, roomId, `a${i}`), send(b, roomId, `b${i}`)]).flat(),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const ids = results.map((r) => r.json().message.id as number);
    const [forA] = await inbox(a);
    const [forB] = await inbox(b);
    expect(forA.unreadCount).toBe(n);
    expect(forB.unreadCount).toBe(n);
    const row = await ctx.db.selectFrom('conversations').selectAll().where('id', '=', roomId).executeTakeFirstOrThrow();
    expect(row.last_message_id).toBe(Math.max(...ids));
    const last = results.find((r) => r.json().message.id === Math.max(...ids))!.json().message;
    expect(forA.lastMessage.text).toBe(last.content);
    const page = (await a.agent.get(`/api/conversations/${roomId}/messages?limit=100`)).json();
    expect(page.messages).toHaveLength(2 * n);
    expect(page.messages.map((m: { id: number }) => m.id)).toEqual([...ids].sort((x, y) => x - y));
  });

  it('answers each of the sends that arrive together on its own, refusing only those a rule forbids', async () => {
    const ok = await pair();
    const unverified = await pair({ verifiedA: false });
    const blocked = await pair();
    await blocked.b.agent.put(`/api/blocks/${blocked.a.id}`);
    const banned = await pair();
    await ctx.db
      .updateTable('users')
      .set({ ban_until: new Date(Date.now() + 3_600_000).toISOString() })
      .where('id', '=', banned.a.id)
      .execute();
    const outsider = await signUpUser(ctx.app);

    const results = await Promise.all([
      send(ok.a, ok.roomId, 'one'),
      send(unverified.a, unverified.roomId, 'no'),
      send(ok.b, ok.roomId, 'two'),
      send(blocked.a, blocked.roomId, 'no'),
      send(outsider, ok.roomId, 'no'),
      send(banned.a, banned.roomId, 'no'),
      send(ok.a, ok.roomId, 'three'),
      send(blocked.b, blocked.roomId, 'no'),
    ]);
    expect(
      results.map((r) => [r.statusCode, r.statusCode === 201 ? r.json().message.content : r.json().error.code]),
    ).toEqual([
      [201, 'one'],
      [403, 'EMAIL_NOT_VERIFIED'],
      [201, 'two'],
      [403, 'BLOCKED'],
      [404, 'NOT_FOUND'],
      [403, 'BANNED'],
      [201, 'three'],
      [403, 'BLOCKING'],
    ]);
    const page = (await ok.a.agent.get(`/api/conversations/${ok.roomId}/messages`)).json();
    expect(page.messages.map((m: { content: string }) => m.content).sort()).toEqual(['one', 'three', 'two']);
    expect((await inbox(ok.a))[0].unreadCount).toBe(1);
    expect((await inbox(ok.b))[0].unreadCount).toBe(2);
    for (const refused of [unverified, blocked, banned]) {
      expect((await refused.a.agent.get(`/api/conversations/${refused.roomId}/messages`)).json().messages).toEqual([]);
      expect((await inbox(refused.b))[0]).toMatchObject({ unreadCount: 0, lastMessage: null });
    }
  });

  it('fails only the send whose write fails, and writes the others of its batch once', async () => {
    const { a, b, roomId } = await pair();
    // A write that fails for one text only, as a broken row would.
    if (ctx.config.database.dialect === 'sqlite') {
      await sql`create trigger explode before insert on messages when new.content = 'explode' begin select raise(abort, 'boom'); end`.execute(
        ctx.db,
      );
    } else {
      await sql`create function explode() returns trigger language plpgsql as $$ begin if new.content = 'explode' then raise exception 'boom'; end if; return new; end $$`.execute(
        ctx.db,
      );
      await sql`create trigger explode before insert on messages for each row execute function explode()`.execute(
        ctx.db,
      );
    }
    try {
      const results = await Promise.all([
        send(a, roomId, 'before'),
        send(b, roomId, 'explode'),
        send(b, roomId, 'after'),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([201, 500, 201]);
      const contents = (await a.agent.get(`/api/conversations/${roomId}/messages`))
        .json()
        .messages.map((m: { content: string }) => m.content);
      expect(contents.sort()).toEqual(['after', 'before']);
      expect((await inbox(a))[0].unreadCount).toBe(1);
      expect((await inbox(b))[0].unreadCount).toBe(1);
    } finally {
      await sql`drop trigger explode${sql.raw(ctx.config.database.dialect === 'sqlite' ? '' : ' on messages')}`.execute(
        ctx.db,
      );
      if (ctx.config.database.dialect === 'postgres') await sql`drop function explode()`.execute(ctx.db);
    }
  });

  it('applies a block, a ban and a deactivation to the very next send', async () => {
    const { a, b, roomId } = await pair();
    expect((await send(a, roomId, 'hi')).statusCode).toBe(201);
    await b.agent.put(`/api/blocks/${a.id}`);
    expect((await send(a, roomId, 'hi')).json().error.code).toBe('BLOCKED');
    await b.agent.delete(`/api/blocks/${a.id}`);
    expect((await send(a, roomId, 'hi')).statusCode).toBe(201);

    await ctx.db
      .updateTable('users')
      .set({ ban_until: new Date(Date.now() + 60_000).toISOString() })
      .where('id', '=', a.id)
      .execute();
    expect((await send(a, roomId, 'hi')).json().error.code).toBe('BANNED');
    await ctx.db.updateTable('users').set({ ban_until: null }).where('id', '=', a.id).execute();
    expect((await send(a, roomId, 'hi')).statusCode).toBe(201);

    // Even the status flag alone, before any session is revoked, stops the next send.
    await ctx.db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', a.id).execute();
    const deactivated = await send(a, roomId, 'hi');
    expect(deactivated.statusCode).toBe(401);
    expect(deactivated.json().error.code).toBe('ACCOUNT_DEACTIVATED');
    expect((await send(b, roomId, 'hi')).json().error.code).toBe('PARTNER_DEACTIVATED');
  });

  it('pages older messages with before', async () => {
    const { a, roomId } = await pair();
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

  it('lets only the sender delete a message, which then reads as deleted for both', async () => {
    const { a, b, roomId } = await pair();
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

  it('takes one report per reporter per message and counts it once', async () => {
    const { a, b, roomId } = await pair();
    const message = (await send(a, roomId, 'buy followers cheap')).json().message;
    expect((await a.agent.post(`/api/messages/${message.id}/report`, { reason: '광고/스팸' })).statusCode).toBe(403);
    const other = await b.agent.post(`/api/messages/${message.id}/report`, { reason: '기타' });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.field).toBe('detail');
    expect((await b.agent.post(`/api/messages/${message.id}/report`, { reason: 'spam' })).statusCode).toBe(400);

    const [r1, r2] = await Promise.all([
      b.agent.post(`/api/messages/${message.id}/report`, { reason: '기타', detail: 'Asks for money' }),
      b.agent.post(`/api/messages/${message.id}/report`, { reason: '광고/스팸' }),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([201, 409]);
    expect([r1, r2].find((r) => r.statusCode === 409)!.json().error.code).toBe('ALREADY_REPORTED');
    expect((await a.agent.get('/api/me')).json().user.totalMessageReports).toBe(1);
    const [seen] = (await b.agent.get(`/api/conversations/${roomId}/messages`)).json().messages;
    expect(seen.reportedByMe).toBe(true);

    // The reported text outlives its deletion, for the moderators.
    await a.agent.delete(`/api/messages/${message.id}`);
    const row = await ctx.db
      .selectFrom('messages')
      .select('content')
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(row.content).toBe('buy followers cheap');
  });

  it('lists, adds and removes blocks, and shows them on the conversation', async () => {
    const { a, b, roomId } = await pair();
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

  it('shows a deleted account as a partner without a nickname, and keeps the conversation', async () => {
    const { a, b, roomId } = await pair();
    await send(b, roomId, 'See you at Hongdae station exit 9');
    await b.agent.post('/api/me/delete', { confirmation: b.nickname, password: b.password });
    const [row] = await inbox(a);
    expect(row.partner).toEqual({ id: b.id, nickname: null });
    expect(row.lastMessage.text).toBe('See you at Hongdae station exit 9');
  });

  it('puts the messages, blocks and reports of the user, and nobody else, in the data export', async () => {
    const { a, b, roomId } = await pair();
    const stranger = await pair();
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

describe('live events', () => {
  it('delivers messages, read receipts, unread totals and blocks to both users over SSE', async () => {
    const { a, b, roomId } = await pair();
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
    const { a, b, roomId } = await pair();
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
    const { a, b, roomId } = await pair();
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

describe('send rate limit', () => {
  it('answers 429 once a user sends too fast', async () => {
    // 0.4 leaves room for the two sign-ups from one address and allows 12 sends per 30 s.
    const strict = await createTestApp({ rateLimitScale: 0.4 });
    try {
      const a = await signUpUser(strict.app);
      const b = await signUpUser(strict.app);
      const roomId = (await a.agent.post('/api/conversations', { partnerId: b.id })).json().conversation.id;
      await b.agent.post(`/api/conversations/${roomId}/request`, { action: 'accept' });
      const codes = [];
      for (let i = 0; i < 13; i += 1)
        codes.push((await a.agent.post(`/api/conversations/${roomId}/messages`, { text: `m${i}` })).statusCode);
      expect(codes).toEqual([...Array(12).fill(201), 429]);
      // Per user: the partner on the same address still sends.
      expect((await b.agent.post(`/api/conversations/${roomId}/messages`, { text: 'hi' })).statusCode).toBe(201);
    } finally {
      await strict.close();
    }
  });
});
