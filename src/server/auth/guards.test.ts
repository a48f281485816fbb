import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser } from '#server/test/test-app';

// On PostgreSQL the session checks of one turn of the event loop share one query: each request must
// still get its own user, and a session ended or a ban set just before must apply to that request.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 100_000 });
});
afterAll(async () => {
  await ctx.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;

async function pair() {
  const [a, b] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
  const roomId = (await a.agent.post('/api/conversations', { partnerId: b.id })).json().conversation.id as string;
  expect((await b.agent.post(`/api/conversations/${roomId}/request`, { action: 'accept' })).statusCode).toBe(204);
  return { a, b, roomId };
}

const sendAs = (cookie: string, roomId: string, text: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/conversations/${roomId}/messages`,
    headers: { cookie },
    payload: { text },
  });

describe('session checks of requests that arrive together', () => {
  it('answer each request as its own user, and refuse the one whose session ended or who was banned just before', async () => {
    const pairs = await Promise.all(Array.from({ length: 4 }, pair));
    const signedOut = pairs[0]!.a;
    const oldCookie = signedOut.agent.cookie();
    expect((await signedOut.agent.post('/api/auth/sign-out')).statusCode).toBe(204);
    const banned = pairs[1]!.a;
    await ctx.db
      .updateTable('users')
      .set({ ban_until: new Date(Date.now() + 3_600_000).toISOString() })
      .where('id', '=', banned.id)
      .execute();
    // A live session's token with a signature that is not the server's.
    const forged = pairs[2]!.b.agent.cookie().replace(/session_token=([^.;]+)\.[^;]*/, 'session_token=$1.AAAA');
    expect(forged).not.toBe(pairs[2]!.b.agent.cookie());

    const senders: { user: User | null; cookie: string; roomId: string }[] = [
      { user: null, cookie: oldCookie, roomId: pairs[0]!.roomId },
      { user: null, cookie: forged, roomId: pairs[0]!.roomId },
      ...pairs.flatMap(({ a, b, roomId }) => [
        { user: a === signedOut ? null : a, cookie: a.agent.cookie(), roomId },
        { user: b, cookie: b.agent.cookie(), roomId },
      ]),
    ].filter((s) => s.cookie !== '');
    for (let round = 0; round < 2; round += 1) {
      const answers = await Promise.all(senders.map((s, i) => sendAs(s.cookie, s.roomId, `round ${round} from ${i}`)));
      expect(answers.map((res) => res.statusCode)).toEqual(
        senders.map((s) => (s.user === null ? 401 : s.user === banned ? 403 : 201)),
      );
      expect(answers[senders.findIndex((s) => s.user === banned)]!.json().error.code).toBe('BANNED');
      answers.forEach((res, i) => {
        if (res.statusCode === 201) expect(res.json().message.senderId).toBe(senders[i]!.user!.id);
      });
    }
  });
});
