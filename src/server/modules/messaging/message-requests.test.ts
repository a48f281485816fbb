import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const start = (from: User, to: User) => from.agent.post('/api/conversations', { partnerId: to.id });
const send = (user: User, roomId: string, text: string) =>
  user.agent.post(`/api/conversations/${roomId}/messages`, { text });
const respond = (user: User, roomId: string, body: unknown) =>
  user.agent.post(`/api/conversations/${roomId}/request`, body);
const inbox = async (user: User) =>
  (await user.agent.get('/api/conversations')).json().conversations as {
    id: string;
    request: boolean;
    unreadCount: number;
  }[];
const unread = async (user: User) => (await user.agent.get('/api/conversations/unread')).json().total as number;
const detail = async (user: User, roomId: string) =>
  (await user.agent.get(`/api/conversations/${roomId}`)).json().conversation;
const setPrivacy = (user: User, messagePrivacy: string) =>
  user.agent.put('/api/messaging/settings', { messagePrivacy });
const search = (user: User, nickname: string) =>
  user.agent.get(`/api/messaging/members?nickname=${encodeURIComponent(nickname)}`);

/** A stranger's conversation with one message in it, as the receiver first sees it. */
async function request(text = 'Hello from a stranger') {
  const [a, b] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
  const res = await start(a, b);
  expect(res.statusCode).toBe(201);
  const roomId = res.json().conversation.id as string;
  expect((await send(a, roomId, text)).statusCode).toBe(201);
  return { a, b, roomId };
}

/** `commenter` talks to `author` by commenting on one of their posts. */
async function comment(author: User, commenter: User) {
  const post = (
    await author.agent.post('/api/posts', { boardId: 'free', title: 'Meet at Hongdae?', body: 'Saturday evening' })
  ).json().post;
  expect((await commenter.agent.post(`/api/posts/${post.id}/comments`, { body: 'Count me in' })).statusCode).toBe(201);
}

describe('message requests', () => {
  it('returns 401 without a session on every request route', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/messaging/settings'],
      ['PUT', '/api/messaging/settings'],
      ['POST', '/api/conversations/x/request'],
      ['GET', '/api/messaging/members?nickname=ab'],
    ];
    for (const [method, url] of routes) {
      const res = await ctx.app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses a bad setting, a bad action and an outsider', async () => {
    const { a, roomId } = await request();
    const outsider = await signUpUser(ctx.app);
    expect((await setPrivacy(a, 'friends')).json().error).toMatchObject({
      code: 'BAD_REQUEST',
      field: 'messagePrivacy',
    });
    expect((await respond(a, roomId, { action: 'ignore' })).statusCode).toBe(400);
    // Block and report needs the report's reason.
    expect((await respond(a, roomId, { action: 'block' })).statusCode).toBe(400);
    expect((await respond(outsider, roomId, { action: 'accept' })).statusCode).toBe(404);
    expect((await search(a, 'x')).statusCode).toBe(400);
  });

  it("holds a stranger's first message as a request: no badge, no read receipt, no reply until accepted", async () => {
    const [a, b] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
    const roomId = (await start(a, b)).json().conversation.id as string;
    // An empty request is not shown at all.
    expect((await inbox(b)).find((c) => c.id === roomId)).toBeUndefined();
    const stream = await openEventStream(baseUrl, b.agent.cookie());
    try {
      await stream.next((e) => e.type === 'ready');
      expect((await send(a, roomId, 'Hi, are you going to the DMZ tour?')).statusCode).toBe(201);
      await stream.next((e) => e.type === 'message.created');
      await stream.next((e) => e.type === 'unread.total');
      expect(stream.received.filter((r) => r.event.type === 'unread.total').map((r) => r.event)).toEqual([
        { type: 'unread.total', total: 0 },
      ]);
    } finally {
      stream.close();
    }
    expect((await inbox(b)).find((c) => c.id === roomId)).toMatchObject({ request: true, unreadCount: 0 });
    expect(await unread(b)).toBe(0);
    expect(await detail(b, roomId)).toMatchObject({ incomingRequest: 'pending', outgoingRequest: null });
    expect(await detail(a, roomId)).toMatchObject({ incomingRequest: null, outgoingRequest: 'pending' });
    expect((await inbox(a)).find((c) => c.id === roomId)).toMatchObject({ request: false });

    expect((await send(b, roomId, 'who are you?')).json().error.code).toBe('REQUEST_PENDING');
    expect((await b.agent.post(`/api/conversations/${roomId}/read`)).statusCode).toBe(204);
    const [message] = (await a.agent.get(`/api/conversations/${roomId}/messages`)).json().messages;
    expect(message.isRead).toBe(false);
  });

  it('accepting lights the badge with what is waiting and lets both write', async () => {
    const { a, b, roomId } = await request();
    await send(a, roomId, 'Second message');
    const streams = [
      await openEventStream(baseUrl, a.agent.cookie()),
      await openEventStream(baseUrl, b.agent.cookie()),
    ];
    try {
      expect((await respond(b, roomId, { action: 'accept' })).statusCode).toBe(204);
      for (const stream of streams)
        await stream.next((e) => e.type === 'conversation.changed' && e.conversationId === roomId);
      await streams[1]!.next((e) => e.type === 'unread.total' && e.total === 2);
    } finally {
      for (const stream of streams) stream.close();
    }
    expect(await unread(b)).toBe(2);
    expect((await inbox(b)).find((c) => c.id === roomId)).toMatchObject({ request: false, unreadCount: 2 });
    expect(await detail(a, roomId)).toMatchObject({ outgoingRequest: null });
    expect((await send(b, roomId, 'Nice to meet you')).statusCode).toBe(201);
    // Accepting again changes nothing.
    expect((await respond(b, roomId, { action: 'accept' })).statusCode).toBe(204);
  });

  it('declining hides the conversation and refuses the sender, until the receiver accepts after all', async () => {
    const { a, b, roomId } = await request();
    expect((await respond(b, roomId, { action: 'decline' })).statusCode).toBe(204);
    expect((await inbox(b)).find((c) => c.id === roomId)).toBeUndefined();
    expect(await unread(b)).toBe(0);
    expect(await detail(a, roomId)).toMatchObject({ outgoingRequest: 'declined' });
    expect((await send(a, roomId, 'Please answer')).json().error.code).toBe('REQUEST_DECLINED');
    // Starting again reuses the declined conversation, and a new account's allowance is not refilled by it.
    expect((await start(a, b)).json()).toEqual({ conversation: { id: roomId }, created: false });
    expect((await send(a, roomId, 'Please answer')).statusCode).toBe(403);

    expect((await respond(b, roomId, { action: 'accept' })).statusCode).toBe(204);
    expect((await send(a, roomId, 'Thanks!')).statusCode).toBe(201);
  });

  it('block and report declines, blocks the sender and reports their latest message', async () => {
    const { a, b, roomId } = await request('Buy followers cheap');
    const spam = (await send(a, roomId, 'Visit my shop')).json().message;
    expect((await respond(b, roomId, { action: 'block', report: { reason: '광고/스팸' } })).statusCode).toBe(204);
    expect((await b.agent.get('/api/blocks')).json().blocks.map((x: { id: string }) => x.id)).toEqual([a.id]);
    const report = await ctx.db.selectFrom('message_reports').selectAll().where('reporter_id', '=', b.id).execute();
    expect(report).toMatchObject([{ message_id: spam.id, reported_user_id: a.id, reason: '광고/스팸' }]);
    expect((await send(a, roomId, 'hello?')).json().error.code).toBe('BLOCKED');
    expect((await inbox(b)).find((c) => c.id === roomId)).toBeUndefined();
  });

  it('opening the conversation yourself from the nickname accepts the request', async () => {
    const { a, b, roomId } = await request();
    expect((await start(b, a)).json()).toEqual({ conversation: { id: roomId }, created: false });
    expect(await detail(b, roomId)).toMatchObject({ incomingRequest: null });
    expect(await unread(b)).toBe(1);
    expect((await send(b, roomId, 'hi!')).statusCode).toBe(201);
  });

  it('lets someone the receiver talked to in the community write directly', async () => {
    const [a, b] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
    await comment(a, b);
    const roomId = (await start(a, b)).json().conversation.id as string;
    await send(a, roomId, 'Saw your comment, see you Saturday');
    expect((await inbox(b)).find((c) => c.id === roomId)).toMatchObject({ request: false, unreadCount: 1 });
    expect(await unread(b)).toBe(1);
  });

  it("applies the receiver's setting: everyone, only people they talked to, nobody new", async () => {
    const [a, b, c] = [await signUpUser(ctx.app), await signUpUser(ctx.app), await signUpUser(ctx.app)];
    expect((await b.agent.get('/api/messaging/settings')).json()).toEqual({ messagePrivacy: 'everyone' });

    expect((await setPrivacy(b, 'contacts')).json()).toEqual({ messagePrivacy: 'contacts' });
    expect((await start(a, b)).json().error.code).toBe('NOT_ACCEPTING_MESSAGES');
    await comment(c, b);
    expect((await start(c, b)).statusCode).toBe(201);

    expect((await setPrivacy(b, 'nobody')).statusCode).toBe(200);
    const d = await signUpUser(ctx.app);
    // b commented moments ago, and a new account waits 15 s between comments (150 ms at the tests' scale).
    await new Promise((resolve) => setTimeout(resolve, 200));
    await comment(d, b);
    expect((await start(d, b)).json().error.code).toBe('NOT_ACCEPTING_MESSAGES');
    // A conversation that exists goes on.
    const existing = (await start(c, b)).json();
    expect(existing.created).toBe(false);
    expect((await send(c, existing.conversation.id, 'still here')).statusCode).toBe(201);
    expect((await b.agent.get('/api/messaging/settings')).json()).toEqual({ messagePrivacy: 'nobody' });
  });

  it('refuses further messages of a pending request once the receiver closes to new people', async () => {
    const { a, b, roomId } = await request();
    await setPrivacy(b, 'nobody');
    expect((await send(a, roomId, 'one more')).json().error.code).toBe('NOT_ACCEPTING_MESSAGES');
    await respond(b, roomId, { action: 'accept' });
    expect((await send(a, roomId, 'one more')).statusCode).toBe(201);
  });

  it('refuses a new conversation with someone who blocked the user; one the user blocked opens but takes no message', async () => {
    const [a, b, c] = [await signUpUser(ctx.app), await signUpUser(ctx.app), await signUpUser(ctx.app)];
    await b.agent.put(`/api/blocks/${a.id}`);
    expect((await start(a, b)).json().error.code).toBe('BLOCKED');
    await a.agent.put(`/api/blocks/${c.id}`);
    const opened = await start(a, c);
    expect(opened.statusCode).toBe(201);
    expect((await send(a, opened.json().conversation.id, 'hi')).json().error.code).toBe('BLOCKING');
  });

  it('finds members by nickname, hiding those blocked either way and those closed to the user', async () => {
    const tag = Date.now().toString(36).slice(-5);
    const me = await signUpUser(ctx.app, { nickname: `me${tag}` });
    const [open, closed, blockedMe, iBlocked, known, talkedTo, gone] = await Promise.all(
      ['open', 'closed', 'blkme', 'iblk', 'known', 'talk', 'gone'].map((n) =>
        signUpUser(ctx.app, { nickname: `Fr${tag}${n}` }),
      ),
    );
    await setPrivacy(closed!, 'nobody');
    await setPrivacy(talkedTo!, 'contacts');
    const roomWithKnown = (await start(me, known!)).json().conversation.id;
    await setPrivacy(known!, 'nobody');
    await comment(me, talkedTo!);
    await blockedMe!.agent.put(`/api/blocks/${me.id}`);
    await me.agent.put(`/api/blocks/${iBlocked!.id}`);
    await ctx.db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', gone!.id).execute();

    const res = await search(me, `fr${tag}`);
    expect(res.statusCode).toBe(200);
    const found = res.json().members as { nickname: string; conversationId: string | null }[];
    expect(found.map((m) => m.nickname).sort()).toEqual([known!.nickname, open!.nickname, talkedTo!.nickname].sort());
    expect(found.find((m) => m.nickname === known!.nickname)!.conversationId).toBe(roomWithKnown);
    expect(found.find((m) => m.nickname === open!.nickname)!.conversationId).toBeNull();
    // The exact nickname comes first; LIKE's wildcards are plain characters.
    expect((await search(me, open!.nickname.toUpperCase())).json().members[0].nickname).toBe(open!.nickname);
    expect((await search(me, `fr${tag}%`)).json().members).toEqual([]);
    expect((await search(me, `me${tag}`)).json().members).toEqual([]);
  });

  it('puts the setting and the requests in the data export', async () => {
    const { a, b, roomId } = await request();
    await setPrivacy(b, 'contacts');
    const data = (await b.agent.get('/api/me/export')).json();
    expect(data.messagePrivacy).toBe('contacts');
    expect(data.messageRequests).toEqual([{ conversationId: roomId, fromUserId: a.id, state: 'request' }]);
    expect((await a.agent.get('/api/me/export')).json().messageRequests).toEqual([]);
  });
});
