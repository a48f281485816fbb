import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '#server/test/event-stream';
import { createAgent, createTestApp, signUpUser } from '#server/test/test-app';

const ADMIN = { email: 'reports-admin@holacorea.test', password: 'reports-admin-password' };
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof createAgent>;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestApp({ admin: ADMIN, rateLimitScale: 100_000 });
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  admin = createAgent(ctx.app);
  expect((await admin.post('/api/auth/sign-in', ADMIN)).statusCode).toBe(200);
});
afterAll(async () => {
  await ctx.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;

async function chat(a: User, b: User, texts: [User, string][]) {
  const room = (await a.agent.post('/api/conversations', { partnerId: b.id })).json().conversation.id as string;
  await b.agent.post(`/api/conversations/${room}/request`, { action: 'accept' });
  const ids: number[] = [];
  for (const [from, text] of texts)
    ids.push((await from.agent.post(`/api/conversations/${room}/messages`, { text })).json().message.id);
  return { room, ids };
}

describe('admin: reports', () => {
  it('lists message, post, comment and user reports in one queue, newest first, filtered by kind and state', async () => {
    const [spammer, target] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
    const { ids } = await chat(spammer, target, [[spammer, 'Buy cheap followers!']]);
    const post = (
      await spammer.agent.post('/api/posts', { boardId: 'free', title: 'Cheap followers', body: 'DM me' })
    ).json().post;
    const comment = (await spammer.agent.post(`/api/posts/${post.id}/comments`, { body: 'Visit my shop' })).json()
      .comment;
    await target.agent.post(`/api/messages/${ids[0]}/report`, { reason: '광고/스팸' });
    await target.agent.post(`/api/posts/${post.id}/report`, { reason: '광고/스팸' });
    await target.agent.post(`/api/comments/${comment.id}/report`, { reason: '기타', detail: 'selling things' });
    await target.agent.post(`/api/users/${spammer.id}/report`, { reason: '욕설/비방' });

    const queue = (await admin.get('/api/admin/reports?pageSize=100')).json();
    const mine = queue.reports.filter((r: { reporter: { id: string } }) => r.reporter.id === target.id);
    expect(mine.map((r: { kind: string }) => r.kind)).toEqual(['user', 'comment', 'post', 'message']);
    const message = mine.find((r: { kind: string }) => r.kind === 'message');
    expect(message).toMatchObject({
      state: 'open',
      reason: '광고/스팸',
      preview: 'Buy cheap followers!',
      targetReportCount: 1,
      reported: { id: spammer.id, totalMessageReports: 1 },
    });
    expect(mine.find((r: { kind: string }) => r.kind === 'comment')).toMatchObject({
      detail: 'selling things',
      preview: 'Visit my shop',
    });
    for (const kind of ['message', 'post', 'comment', 'user']) {
      const list = (await admin.get(`/api/admin/reports?kind=${kind}&pageSize=100`)).json().reports;
      expect(list.length, kind).toBeGreaterThan(0);
      expect(
        list.every((r: { kind: string }) => r.kind === kind),
        kind,
      ).toBe(true);
    }
    expect(
      (await admin.get('/api/admin/reports?state=dismissed'))
        .json()
        .reports.every((r: { state: string }) => r.state === 'dismissed'),
    ).toBe(true);
  });

  it('shows a reported message among the messages around it', async () => {
    const [a, b] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
    const texts: [User, string][] = Array.from({ length: 14 }, (_, i) => [i % 2 ? b : a, `message ${i}`]);
    const { ids } = await chat(a, b, texts);
    await b.agent.post(`/api/messages/${ids[8]}/report`, { reason: '욕설/비방' });
    const detail = (await admin.get(`/api/admin/reports/${encodeURIComponent(`message:${ids[8]}:${b.id}`)}`)).json();
    expect(detail.messages.map((m: { content: string }) => m.content)).toEqual(
      Array.from({ length: 11 }, (_, i) => `message ${i + 3}`),
    );
    expect(detail.messages.find((m: { id: number }) => m.id === ids[8]).senderNickname).toBe(a.nickname);
    expect((await admin.get('/api/admin/reports/message:1:nobody')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/reports/garbage')).statusCode).toBe(404);
  });

  it('resolves a message report by deleting the message: both see the placeholder at once, and every open report on it closes', async () => {
    const [a, b] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
    const { room, ids } = await chat(a, b, [[a, 'something nasty']]);
    await b.agent.post(`/api/messages/${ids[0]}/report`, { reason: '욕설/비방' });
    const streams = await Promise.all([
      openEventStream(baseUrl, a.agent.cookie()),
      openEventStream(baseUrl, b.agent.cookie()),
    ]);
    try {
      const id = encodeURIComponent(`message:${ids[0]}:${b.id}`);
      const res = await admin.post(`/api/admin/reports/${id}/resolve`, { action: 'delete' });
      expect(res.statusCode).toBe(200);
      expect(res.json().report).toMatchObject({
        state: 'resolved',
        resolution: 'delete',
        resolvedBy: { nickname: expect.any(String) },
      });
      expect(res.json().report.resolvedAt).not.toBeNull();
      for (const stream of streams) await stream.next((e) => e.type === 'message.deleted' && e.messageId === ids[0]);
      for (const user of [a, b]) {
        const [message] = (await user.agent.get(`/api/conversations/${room}/messages`)).json().messages;
        expect(message).toMatchObject({ deleted: true, content: null });
      }
      // The text stays for the moderators.
      expect((await admin.get(`/api/admin/reports/${id}`)).json().messages[0].content).toBe('something nasty');
      expect((await admin.post(`/api/admin/reports/${id}/resolve`, { action: 'dismiss' })).json().error.code).toBe(
        'REPORT_CLOSED',
      );
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('bans or deactivates the author from a report, and refuses an action that does not fit the kind', async () => {
    const [author, reporter, other] = [await signUpUser(ctx.app), await signUpUser(ctx.app), await signUpUser(ctx.app)];
    const post = (await author.agent.post('/api/posts', { boardId: 'free', title: 'Rude post', body: 'rude' })).json()
      .post;
    await reporter.agent.post(`/api/posts/${post.id}/report`, { reason: '욕설/비방' });
    await other.agent.post(`/api/posts/${post.id}/report`, { reason: '욕설/비방' });
    await reporter.agent.post(`/api/users/${author.id}/report`, { reason: '욕설/비방' });
    const reports = (await admin.get('/api/admin/reports?pageSize=100'))
      .json()
      .reports.filter((r: { reported: { id: string } }) => r.reported.id === author.id);
    const postReport = reports.find(
      (r: { kind: string; reporter: { id: string } }) => r.kind === 'post' && r.reporter.id === reporter.id,
    );
    const userReport = reports.find((r: { kind: string }) => r.kind === 'user');
    expect(postReport.targetReportCount).toBe(2);

    expect(
      (await admin.post(`/api/admin/reports/${encodeURIComponent(userReport.id)}/resolve`, { action: 'hide' })).json()
        .error.field,
    ).toBe('action');
    expect(
      (await admin.post(`/api/admin/reports/${encodeURIComponent(postReport.id)}/resolve`, { action: 'ban' })).json()
        .error.field,
    ).toBe('banDuration');

    const banned = await admin.post(`/api/admin/reports/${encodeURIComponent(postReport.id)}/resolve`, {
      action: 'ban',
      banDuration: '7d',
    });
    expect(banned.json().report.reported.banUntil).not.toBeNull();
    const stillOpen = (await admin.get('/api/admin/reports?kind=post&state=open&pageSize=100'))
      .json()
      .reports.filter((r: { targetId: string }) => r.targetId === String(post.id));
    expect(stillOpen).toEqual([]);

    const deactivated = await admin.post(`/api/admin/reports/${encodeURIComponent(userReport.id)}/resolve`, {
      action: 'deactivate',
    });
    expect(deactivated.json().report.reported.status).toBe('deactivated');
    expect((await author.agent.get('/api/me')).json().error.code).toBe('ACCOUNT_DEACTIVATED');
    const actions = (await admin.get('/api/admin/audit?pageSize=100'))
      .json()
      .entries.map((e: { action: string; targetId: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['report.resolve', 'user.ban', 'user.deactivate']));
  });

  it('hides a reported comment, and dismisses a report without touching anything', async () => {
    const [author, reporter] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
    const post = (await author.agent.post('/api/posts', { boardId: 'free', title: 'Fine post', body: 'ok' })).json()
      .post;
    const comment = (await author.agent.post(`/api/posts/${post.id}/comments`, { body: 'borderline' })).json().comment;
    await reporter.agent.post(`/api/comments/${comment.id}/report`, { reason: '기타', detail: 'meh' });
    await reporter.agent.post(`/api/posts/${post.id}/report`, { reason: '기타', detail: 'meh' });
    const mine = (await admin.get('/api/admin/reports?pageSize=100'))
      .json()
      .reports.filter((r: { reporter: { id: string } }) => r.reporter.id === reporter.id);
    const commentReport = mine.find((r: { kind: string }) => r.kind === 'comment');
    const postReport = mine.find((r: { kind: string }) => r.kind === 'post');

    expect(
      (
        await admin.post(`/api/admin/reports/${encodeURIComponent(commentReport.id)}/resolve`, { action: 'hide' })
      ).json().report.state,
    ).toBe('resolved');
    expect((await reporter.agent.get(`/api/posts/${post.id}/comments`)).json().comments[0]).toMatchObject({
      hidden: true,
      body: '',
    });
    const dismissed = await admin.post(`/api/admin/reports/${encodeURIComponent(postReport.id)}/resolve`, {
      action: 'dismiss',
    });
    expect(dismissed.json().report).toMatchObject({ state: 'dismissed', resolution: 'dismiss' });
    expect((await reporter.agent.get(`/api/posts/${post.id}`)).json().post).toMatchObject({
      hidden: false,
      deleted: false,
    });
  });
});

describe('admin: a ban reaches an open tab', () => {
  it('tells the user’s live stream that the account changed', async () => {
    const user = await signUpUser(ctx.app);
    const stream = await openEventStream(baseUrl, user.agent.cookie());
    try {
      await admin.post(`/api/admin/users/${user.id}/ban`, { duration: '1d' });
      await stream.next((e) => e.type === 'account.changed');
      expect((await user.agent.get('/api/me')).json().user.banUntil).not.toBeNull();
    } finally {
      stream.close();
    }
  });
});
