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

describe('reporting a message', () => {
  it('takes one report per reporter per message and counts it once', async () => {
    const { a, b, roomId } = await pair(ctx.app);
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
});
