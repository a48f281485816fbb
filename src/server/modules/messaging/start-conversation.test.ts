import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_ACCOUNT_CONVERSATIONS_PER_DAY } from '#shared/limits';
import { type ChatUser, inbox, pair } from '#server/test/chat';
import { createTestApp, signUpUser } from '#server/test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const start = (from: ChatUser, to: ChatUser) => from.agent.post('/api/conversations', { partnerId: to.id });

describe(`starting a conversation (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('keeps one conversation per pair, reused from either side', async () => {
    const { a, b, roomId } = await pair(ctx.app);
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
  it('lets a new account start only a few conversations a day, and an established one more', async () => {
    const sender = await signUpUser(ctx.app);
    const others = [];
    for (let i = 0; i <= NEW_ACCOUNT_CONVERSATIONS_PER_DAY; i += 1) others.push(await signUpUser(ctx.app));
    for (const other of others.slice(0, NEW_ACCOUNT_CONVERSATIONS_PER_DAY))
      expect((await start(sender, other)).statusCode).toBe(201);
    const refused = await start(sender, others.at(-1)!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('CONVERSATION_LIMIT');
    // Reopening one already started is not a new conversation.
    expect((await start(sender, others[0]!)).statusCode).toBe(200);

    // Older than a day but without a few posts: still new.
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600_000).toISOString();
    await ctx.db.updateTable('users').set({ created_at: twoDaysAgo }).where('id', '=', sender.id).execute();
    expect((await start(sender, others.at(-1)!)).statusCode).toBe(429);
    const board = await ctx.db.selectFrom('boards').select('id').where('slug', '=', 'free').executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('posts')
      .values(
        [1, 2, 3].map((i) => ({
          board_id: board.id,
          author_id: sender.id,
          title: `Tip ${i}`,
          body: 'T-money works on buses',
          created_at: twoDaysAgo,
        })),
      )
      .execute();
    expect((await start(sender, others.at(-1)!)).statusCode).toBe(201);
  });

  it(`lets ${NEW_ACCOUNT_CONVERSATIONS_PER_DAY} of 10 concurrent starts of a new account through, not one more`, async () => {
    const sender = await signUpUser(ctx.app);
    const others = [];
    for (let i = 0; i < 10; i += 1) others.push(await signUpUser(ctx.app));
    const results = await Promise.all(others.map((other) => start(sender, other)));
    const codes = results.map((r) => (r.statusCode === 201 ? 201 : r.json().error.code));
    expect(codes.filter((c) => c === 201)).toHaveLength(NEW_ACCOUNT_CONVERSATIONS_PER_DAY);
    expect(codes.filter((c) => c === 'CONVERSATION_LIMIT')).toHaveLength(10 - NEW_ACCOUNT_CONVERSATIONS_PER_DAY);
    const started = await ctx.db
      .selectFrom('conversations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('started_by', '=', sender.id)
      .executeTakeFirstOrThrow();
    expect(Number(started.n)).toBe(NEW_ACCOUNT_CONVERSATIONS_PER_DAY);
  });
});
