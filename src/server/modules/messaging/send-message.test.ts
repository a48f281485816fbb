import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MESSAGE_MAX } from '#shared/limits';
import { pair, send, inbox } from '#server/test/chat';
import { createTestApp, signUpUser } from '#server/test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('sending a message', () => {
  it('refuses a send with a machine-readable reason for each rule', async () => {
    const unverified = await pair(ctx.app, { verifiedA: false });
    expect((await send(unverified.a, unverified.roomId, 'hi')).json().error.code).toBe('EMAIL_NOT_VERIFIED');

    const { a, b, roomId } = await pair(ctx.app);
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
  it('keeps unread counts, last message and order right when both sides send at once', async () => {
    const { a, b, roomId } = await pair(ctx.app);
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
    const ok = await pair(ctx.app);
    const unverified = await pair(ctx.app, { verifiedA: false });
    const blocked = await pair(ctx.app);
    await blocked.b.agent.put(`/api/blocks/${blocked.a.id}`);
    const banned = await pair(ctx.app);
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
    const { a, b, roomId } = await pair(ctx.app);
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
    const { a, b, roomId } = await pair(ctx.app);
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
