import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, enrolTwoFactor, signUpUser } from '#server/test/test-app';

// Two admins acting on the same report at the same moment: one resolution, one set of effects.
const ADMIN = { email: 'race-admin@holacorea.test', password: 'race-admin-password' };
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let first: ReturnType<typeof createAgent>;
let second: ReturnType<typeof createAgent>;
beforeAll(async () => {
  ctx = await createTestApp({ admin: ADMIN, rateLimitScale: 100_000 });
  first = createAgent(ctx.app);
  expect((await first.post('/api/auth/sign-in', ADMIN)).statusCode).toBe(200);
  const other = await signUpUser(ctx.app);
  expect((await first.post(`/api/admin/users/${other.id}/role`, { role: 'admin' })).statusCode).toBe(200);
  await enrolTwoFactor(ctx.app, other, other.agent);
  second = other.agent;
});
afterAll(async () => {
  await ctx.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;

async function reportedMessage(): Promise<{ author: User; reporter: User; reportId: string; messageId: number }> {
  const [author, reporter] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
  const room = (await author.agent.post('/api/conversations', { partnerId: reporter.id })).json().conversation.id;
  const messageId = (await author.agent.post(`/api/conversations/${room}/messages`, { text: 'rude words' })).json()
    .message.id as number;
  await reporter.agent.post(`/api/messages/${messageId}/report`, { reason: '욕설/비방' });
  return { author, reporter, messageId, reportId: encodeURIComponent(`message:${messageId}:${reporter.id}`) };
}

const auditOf = async (action: string, targetId: string) =>
  (
    await ctx.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', action)
      .where('target_id', '=', targetId)
      .execute()
  ).length;

describe('resolving one report twice at once', () => {
  it.each([
    ['ban', { action: 'ban', banDuration: '7d' }, 'user.ban'],
    ['deactivate', { action: 'deactivate' }, 'user.deactivate'],
    ['delete', { action: 'delete' }, 'message.delete'],
  ] as const)(
    'by %s: one admin gets 200, the other 409, and the action is recorded once',
    async (_, input, auditAction) => {
      for (let run = 0; run < 3; run += 1) {
        const { author, messageId, reportId } = await reportedMessage();
        const answers = await Promise.all([
          first.post(`/api/admin/reports/${reportId}/resolve`, input),
          second.post(`/api/admin/reports/${reportId}/resolve`, input),
        ]);
        expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        expect(answers.find((r) => r.statusCode === 409)!.json().error.code).toBe('REPORT_CLOSED');
        expect(await auditOf(auditAction, auditAction === 'message.delete' ? String(messageId) : author.id)).toBe(1);
        expect(await auditOf('report.resolve', decodeURIComponent(reportId))).toBe(1);
      }
    },
  );

  it('hides a reported post once', async () => {
    const [author, reporter] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
    const post = (await author.agent.post('/api/posts', { boardId: 'free', title: 'Rude', body: 'rude' })).json().post;
    await reporter.agent.post(`/api/posts/${post.id}/report`, { reason: '욕설/비방' });
    const report = (await first.get('/api/admin/reports?kind=post&pageSize=100'))
      .json()
      .reports.find((r: { targetId: string }) => r.targetId === String(post.id));
    const url = `/api/admin/reports/${encodeURIComponent(report.id)}/resolve`;
    const before = await ctx.db
      .selectFrom('boards')
      .select('post_count')
      .where('slug', '=', 'free')
      .executeTakeFirstOrThrow();
    const answers = await Promise.all([first.post(url, { action: 'hide' }), second.post(url, { action: 'hide' })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf('post.hide', String(post.id))).toBe(1);
    const after = await ctx.db
      .selectFrom('boards')
      .select('post_count')
      .where('slug', '=', 'free')
      .executeTakeFirstOrThrow();
    expect(Number(after.post_count)).toBe(Number(before.post_count) - 1);
  });

  it('leaves the report open and writes nothing when the action fails inside the transaction', async () => {
    const { author, reportId } = await reportedMessage();
    // The author deletes their account between the report and its resolution.
    expect(
      (await author.agent.post('/api/me/delete', { confirmation: author.nickname, password: author.password }))
        .statusCode,
    ).toBeLessThan(300);
    const res = await first.post(`/api/admin/reports/${reportId}/resolve`, { action: 'ban', banDuration: '1d' });
    expect(res.json().error.code).toBe('ACCOUNT_DELETED');
    expect((await first.get(`/api/admin/reports/${reportId}`)).json().report.state).toBe('open');
    expect(await auditOf('report.resolve', decodeURIComponent(reportId))).toBe(0);
  });
});
