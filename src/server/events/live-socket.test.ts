import { randomBytes, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_FRAME_MAX_BYTES, type LiveReply } from '#shared/contracts/messaging';
import { pair, send } from '#server/test/chat';
import { createTestApp, signUpUser } from '#server/test/test-app';
import { LIVE_CLOSE } from '#shared/live-socket';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL + Redis' : 'SQLite';
const ORIGIN = 'http://localhost:3000';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Live = Awaited<ReturnType<typeof openLive>>;

/** A live connection as the browser opens it (Node's WebSocket): the session cookie and the app's Origin. */
async function openLive(baseUrl: string, cookie: string, origin = ORIGIN) {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/live`, { headers: { cookie, origin } } as never);
  const replies = new Map<number, (reply: LiveReply) => void>();
  socket.addEventListener('message', (event) => {
    const reply = JSON.parse(String(event.data)) as LiveReply;
    replies.get(reply.ref)?.(reply);
  });
  const closed = new Promise<number>((resolve) => socket.addEventListener('close', (event) => resolve(event.code)));
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error('the upgrade was refused')), { once: true });
  });
  let ref = 0;
  return {
    socket,
    closed,
    send(frame: Record<string, unknown>) {
      ref += 1;
      const answer = new Promise<LiveReply>((resolve) => replies.set(ref, resolve));
      socket.send(JSON.stringify({ op: 'send', ref, ...frame }));
      return answer;
    },
  };
}

/** The HTTP status an upgrade to the live connection is answered with (101 when accepted). */
async function upgradeStatus(baseUrl: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    // A fresh connection each time: the server closes one whose upgrade it refused.
    const request = httpRequest(`${baseUrl}/api/live`, {
      agent: false,
      headers: {
        ...headers,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
      },
    });
    request.on('upgrade', (_response, socket) => {
      socket.destroy();
      resolve(101);
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end();
  });
}

async function startApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const app = await createTestApp({ redis: Boolean(process.env.TEST_REDIS_URL), ...options });
  return { ctx: app, baseUrl: await app.app.listen({ port: 0, host: '127.0.0.1' }) };
}

describe(`sends over the live connection (${engine})`, () => {
  let ctx: TestApp;
  let baseUrl: string;
  const open: Live[] = [];
  beforeAll(async () => {
    ({ ctx, baseUrl } = await startApp());
  });
  afterAll(async () => {
    for (const live of open) live.socket.close();
    await ctx.close();
  });
  const live = async (cookie: string, origin?: string) => {
    const connection = await openLive(baseUrl, cookie, origin);
    open.push(connection);
    return connection;
  };

  it('refuses an upgrade without a session with 401, and one from another site with 403', async () => {
    expect(await upgradeStatus(baseUrl, { origin: ORIGIN })).toBe(401);
    const user = await signUpUser(ctx.app);
    expect(await upgradeStatus(baseUrl, { cookie: user.agent.cookie(), origin: 'https://evil.example' })).toBe(403);
    expect(await upgradeStatus(baseUrl, { cookie: user.agent.cookie(), 'sec-fetch-site': 'cross-site' })).toBe(403);
    expect(await upgradeStatus(baseUrl, { cookie: user.agent.cookie(), origin: ORIGIN })).toBe(101);
    // A plain GET is no live connection.
    expect((await user.agent.get('/api/live')).statusCode).toBe(400);
  });

  it('sends a message, and a retry of its client id over HTTP answers the same message once', async () => {
    const { a, b, roomId } = await pair(ctx.app);
    const connection = await live(a.agent.cookie());
    const clientId = randomUUID();
    const first = await connection.send({ conversationId: roomId, clientId, text: '  hola  ' });
    expect(first.status).toBe(201);
    const message = (first.body as { message: { id: number; content: string } }).message;
    expect(message.content).toBe('hola');

    const retry = await a.agent.post(`/api/conversations/${roomId}/messages`, { text: 'hola', clientId });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.body);
    const again = await connection.send({ conversationId: roomId, clientId, text: 'hola' });
    expect(again).toMatchObject({ status: 200, body: first.body });
    const messages = (await b.agent.get(`/api/conversations/${roomId}/messages`)).json().messages;
    expect(messages.map((m: { id: number }) => m.id)).toEqual([message.id]);
    expect((await b.agent.get('/api/conversations')).json().conversations[0].unreadCount).toBe(1);
  });

  it('refuses what HTTP refuses, with the same status and body', async () => {
    const { a, b, roomId } = await pair(ctx.app);
    const stranger = await signUpUser(ctx.app);
    const compare = async (user: typeof a, conversationId: string, text: unknown) => {
      const overSocket = await (await live(user.agent.cookie())).send({ conversationId, text });
      const overHttp = await user.agent.post(`/api/conversations/${conversationId}/messages`, { text });
      expect(overSocket).toMatchObject({ status: overHttp.statusCode, body: overHttp.json() });
      return overSocket;
    };
    expect((await compare(stranger, roomId, 'hi')).status).toBe(404);
    expect((await compare(a, roomId, '   ')).body).toMatchObject({ error: { code: 'BAD_REQUEST', field: 'text' } });
    expect((await compare(a, 'x'.repeat(65), 'hi')).body).toMatchObject({ error: { code: 'BAD_REQUEST' } });

    await a.agent.put(`/api/blocks/${b.id}`);
    expect((await compare(b, roomId, 'hi')).body).toMatchObject({ error: { code: 'BLOCKED' } });
    await a.agent.delete(`/api/blocks/${b.id}`);

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await ctx.db.updateTable('users').set({ ban_until: tomorrow }).where('id', '=', a.id).execute();
    const banned = await compare(a, roomId, 'hi');
    expect(banned).toMatchObject({ status: 403, body: { error: { code: 'BANNED' } } });
    expect((await send(b, roomId, 'still here')).statusCode).toBe(201);
  });

  it('closes the connection when its session is revoked', async () => {
    const user = await signUpUser(ctx.app);
    const cookie = user.agent.cookie();
    const connection = await live(cookie);
    expect((await user.agent.post('/api/me/sign-out-everywhere')).statusCode).toBe(204);
    expect(await connection.closed).toBe(LIVE_CLOSE.signedOut);
    expect(await upgradeStatus(baseUrl, { cookie, origin: ORIGIN })).toBe(401);
  });

  it('closes a connection that sends a frame over the size limit, or one that is not a send', async () => {
    const { a, roomId } = await pair(ctx.app);
    const big = await live(a.agent.cookie());
    big.socket.send(
      JSON.stringify({ op: 'send', ref: 1, conversationId: roomId, text: 'x'.repeat(LIVE_FRAME_MAX_BYTES) }),
    );
    expect(await big.closed).toBe(LIVE_CLOSE.tooLarge);
    const odd = await live(a.agent.cookie());
    odd.socket.send('{"op":"drop-tables","ref":1}');
    expect(await odd.closed).toBe(LIVE_CLOSE.badFrame);
  });
});

describe(`the send limit over the live connection (${engine})`, () => {
  let ctx: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    // 3 sends in 30 s (30 × 0.1).
    ({ ctx, baseUrl } = await startApp({ rateLimitScale: 0.1 }));
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('refuses a send past the limit like HTTP does, counting both ways together', async () => {
    const a = await signUpUser(ctx.app, { remoteAddress: '10.0.0.1' });
    const b = await signUpUser(ctx.app, { remoteAddress: '10.0.0.2' });
    const roomId = (await a.agent.post('/api/conversations', { partnerId: b.id })).json().conversation.id as string;
    await b.agent.post(`/api/conversations/${roomId}/request`, { action: 'accept' });
    const connection = await openLive(baseUrl, a.agent.cookie());
    const partner = await openLive(baseUrl, b.agent.cookie());
    try {
      expect((await send(a, roomId, 'one')).statusCode).toBe(201);
      expect((await connection.send({ conversationId: roomId, text: 'two' })).status).toBe(201);
      expect((await connection.send({ conversationId: roomId, text: 'three' })).status).toBe(201);
      // Counted for the batch they arrive in: the one past the limit is refused and not written, the
      // partner's send beside it goes through.
      const [refused, answered] = await Promise.all([
        connection.send({ conversationId: roomId, text: 'four' }),
        partner.send({ conversationId: roomId, text: 'reply' }),
      ]);
      expect(refused).toMatchObject({ status: 429, body: { error: { code: 'RATE_LIMITED' } } });
      expect(answered.status).toBe(201);
      const overHttp = await send(a, roomId, 'five');
      expect(overHttp.statusCode).toBe(429);
      expect(overHttp.json().error.code).toBe('RATE_LIMITED');
      const { messages } = (await a.agent.get(`/api/conversations/${roomId}/messages`)).json();
      expect(messages.map((m: { content: string }) => m.content).sort()).toEqual(['one', 'reply', 'three', 'two']);
    } finally {
      connection.socket.close();
      partner.socket.close();
    }
  });
});
