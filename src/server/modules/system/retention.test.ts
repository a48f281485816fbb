import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser } from '#server/test/test-app';
import { runRetention, scheduleRetention } from './retention.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const daysAgo = (days: number, from = new Date()) => new Date(from.getTime() - days * 86_400_000).toISOString();

describe('retention job', () => {
  it('keeps everything the privacy policy still promises to keep', async () => {
    const a = await signUpUser(ctx.app);
    const b = await signUpUser(ctx.app);
    const roomId = (await a.agent.post('/api/conversations', { partnerId: b.id })).json().conversation.id;
    const recent = (await a.agent.post(`/api/conversations/${roomId}/messages`, { text: 'cheap followers' })).json()
      .message;
    expect((await b.agent.post(`/api/messages/${recent.id}/report`, { reason: '광고/스팸' })).statusCode).toBe(201);
    // An open report older than a year waits for a moderator; a handled one from 11 months ago is still kept.
    const old = (await a.agent.post(`/api/conversations/${roomId}/messages`, { text: 'still selling' })).json().message;
    expect((await b.agent.post(`/api/messages/${old.id}/report`, { reason: '광고/스팸' })).statusCode).toBe(201);
    await ctx.db
      .updateTable('message_reports')
      .set({ created_at: daysAgo(400) })
      .where('message_id', '=', old.id)
      .execute();
    await ctx.db
      .insertInto('content_reports')
      .values({
        target_type: 'user',
        target_id: a.id,
        reporter_id: b.id,
        reported_user_id: a.id,
        reason: '기타',
        detail: 'spam',
        state: 'dismissed',
        created_at: daysAgo(330),
      })
      .execute();
    await ctx.db
      .insertInto('audit_log')
      .values({
        actor_id: a.id,
        action: 'phrase.update',
        target_type: 'phrase',
        target_id: 'x',
        before: null,
        after: null,
        created_at: daysAgo(364),
      })
      .execute();

    const deleted = await runRetention(ctx.db);
    expect(deleted).toMatchObject({ auditLog: 0, messageReports: 0, contentReports: 0 });
    expect(
      await ctx.db.selectFrom('message_reports').select('message_id').where('reporter_id', '=', b.id).execute(),
    ).toHaveLength(2);
    expect((await a.agent.get('/api/me')).statusCode).toBe(200);
  });

  it('deletes handled reports and audit entries older than a year, and expired sessions, verifications and revocations', async () => {
    const admin = await signUpUser(ctx.app);
    const target = await signUpUser(ctx.app);
    // The spam comes from the one who was written to, after accepting the request (message-requests.test.ts).
    const roomId = (await admin.agent.post('/api/conversations', { partnerId: target.id })).json().conversation.id;
    expect((await target.agent.post(`/api/conversations/${roomId}/request`, { action: 'accept' })).statusCode).toBe(
      204,
    );
    const message = (await target.agent.post(`/api/conversations/${roomId}/messages`, { text: 'old spam' })).json()
      .message;
    expect((await admin.agent.post(`/api/messages/${message.id}/report`, { reason: '광고/스팸' })).statusCode).toBe(
      201,
    );
    await ctx.db
      .updateTable('message_reports')
      .set({ state: 'resolved', created_at: daysAgo(366) })
      .where('message_id', '=', message.id)
      .execute();
    await ctx.db
      .insertInto('content_reports')
      .values({
        target_type: 'user',
        target_id: target.id,
        reporter_id: admin.id,
        reported_user_id: target.id,
        reason: '기타',
        detail: 'old',
        state: 'resolved',
        created_at: daysAgo(500),
      })
      .execute();
    await ctx.db
      .insertInto('audit_log')
      .values({
        actor_id: admin.id,
        action: 'phrase.update',
        target_type: 'phrase',
        target_id: 'y',
        before: null,
        after: null,
        created_at: daysAgo(366),
      })
      .execute();
    await ctx.db
      .updateTable('sessions')
      .set({ expires_at: daysAgo(1) })
      .where('user_id', '=', target.id)
      .execute();
    await ctx.db
      .insertInto('revoked_sessions')
      .values({ token: 'old-token', user_id: target.id, reason: 'deactivated', revoked_at: daysAgo(31) })
      .execute();

    const subscription = (id: string, goneAt: string | null) => ({
      id,
      user_id: target.id,
      endpoint: `https://push.example.com/${id}`,
      p256dh: 'key',
      auth: 'secret',
      user_agent: null,
      created_at: daysAgo(90),
      gone_at: goneAt,
    });
    await ctx.db
      .insertInto('push_subscriptions')
      .values([
        subscription('ended-long-ago', daysAgo(31)),
        subscription('ended-lately', daysAgo(29)),
        subscription('live', null),
      ])
      .execute();

    const deleted = await runRetention(ctx.db);
    expect(deleted.goneSubscriptions).toBe(1);
    expect(
      (
        await ctx.db
          .selectFrom('push_subscriptions')
          .select('id')
          .where('user_id', '=', target.id)
          .orderBy('id')
          .execute()
      ).map((r) => r.id),
    ).toEqual(['ended-lately', 'live']);
    expect(deleted.messageReports).toBe(1);
    expect(deleted.contentReports).toBe(1);
    expect(deleted.auditLog).toBe(1);
    expect(deleted.sessions).toBeGreaterThanOrEqual(1);
    expect(deleted.revokedSessions).toBe(1);
    expect(
      await ctx.db.selectFrom('message_reports').selectAll().where('message_id', '=', message.id).execute(),
    ).toEqual([]);
    expect(await ctx.db.selectFrom('sessions').selectAll().where('user_id', '=', target.id).execute()).toEqual([]);
    expect((await target.agent.get('/api/me')).json().user).toBeNull();
    // What a report counted on its user stays: the count is the user's standing, not the report's text.
    const standing = await ctx.db
      .selectFrom('users')
      .select('total_message_reports')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(Number(standing.total_message_reports)).toBe(1);
    expect((await admin.agent.get('/api/me')).json().user.id).toBe(admin.id);
    expect(await runRetention(ctx.db)).toMatchObject({
      auditLog: 0,
      messageReports: 0,
      contentReports: 0,
      revokedSessions: 0,
      goneSubscriptions: 0,
    });
  });

  it('runs at start and on its schedule, one run at a time, until stopped', async () => {
    let runs = 0;
    let concurrent = 0;
    let overlap = false;
    const stop = scheduleRetention(
      async () => {
        runs += 1;
        concurrent += 1;
        overlap ||= concurrent > 1;
        await new Promise((resolve) => setTimeout(resolve, 30));
        concurrent -= 1;
      },
      5,
      () => {},
    );
    expect(runs).toBe(1);
    await expect.poll(() => runs, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
    stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const after = runs;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toBe(after);
    expect(overlap).toBe(false);
  });

  it('reports a failed run and keeps its schedule', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const stop = scheduleRetention(
      async () => {
        runs += 1;
        throw new Error('database unreachable');
      },
      5,
      (error) => errors.push(error),
    );
    await expect.poll(() => runs, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    stop();
    expect(String(errors[0])).toContain('database unreachable');
  });
});
