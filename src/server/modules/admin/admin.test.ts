import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, enrolTwoFactor, signUpUser } from '#server/test/test-app';

const ADMIN = { email: 'admin@holacorea.test', password: 'admin-password-1' };
let ctx: Awaited<ReturnType<typeof createTestApp>>;

async function signInAdmin() {
  const agent = createAgent(ctx.app);
  const res = await agent.post('/api/auth/sign-in', ADMIN);
  expect(res.statusCode).toBe(200);
  expect(res.json().user).toMatchObject({ role: 'admin', emailVerified: true });
  return agent;
}

beforeAll(async () => {
  ctx = await createTestApp({ admin: ADMIN });
});
afterAll(async () => {
  await ctx.close();
});

describe('admin API', () => {
  it('refuses visitors with 401 and users with 403', async () => {
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/admin/users' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('UNAUTHENTICATED');

    const user = await signUpUser(ctx.app);
    const asUser = await user.agent.get('/api/admin/users');
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().error.code).toBe('NOT_ADMIN');
    const write = await user.agent.post(`/api/admin/users/${user.id}/status`, { status: 'deactivated' });
    expect(write.statusCode).toBe(403);
  });

  it('lists and searches users for an admin', async () => {
    await signUpUser(ctx.app, { nickname: 'Haneul' });
    const admin = await signInAdmin();
    const all = await admin.get('/api/admin/users?pageSize=100');
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBeGreaterThanOrEqual(2);
    const found = await admin.get('/api/admin/users?q=haneu');
    expect(found.json().users.map((u: { nickname: string }) => u.nickname)).toEqual(['Haneul']);
    const none = await admin.get('/api/admin/users?q=%25');
    expect(none.json().users).toEqual([]);
    const bad = await admin.get('/api/admin/users?pageSize=1000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('pageSize');
  });

  it('deactivating a user revokes every session; they are told why and cannot sign in', async () => {
    const user = await signUpUser(ctx.app);
    const secondDevice = createAgent(ctx.app);
    expect(
      (await secondDevice.post('/api/auth/sign-in', { email: user.email, password: user.password })).statusCode,
    ).toBe(200);

    const admin = await signInAdmin();
    // 'deleted' was the old name of this status; an owner's deletion is another thing (deletedAt).
    const oldName = await admin.post(`/api/admin/users/${user.id}/status`, { status: 'deleted' });
    expect(oldName.statusCode).toBe(400);
    expect(oldName.json().error.field).toBe('status');
    const res = await admin.post(`/api/admin/users/${user.id}/status`, { status: 'deactivated' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('deactivated');

    for (const agent of [user.agent, secondDevice]) {
      const me = await agent.get('/api/me');
      expect(me.statusCode).toBe(401);
      expect(me.json().error.code).toBe('ACCOUNT_DEACTIVATED');
    }
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().error.code).toBe('ACCOUNT_DEACTIVATED');

    const reactivate = await admin.post(`/api/admin/users/${user.id}/status`, { status: 'active' });
    expect(reactivate.json().status).toBe('active');
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: user.password },
    });
    expect(again.statusCode).toBe(200);
  });

  it('an account its owner deleted cannot be reactivated', async () => {
    const user = await signUpUser(ctx.app);
    await user.agent.post('/api/me/delete', { confirmation: user.nickname, password: user.password });
    const admin = await signInAdmin();
    const res = await admin.post(`/api/admin/users/${user.id}/status`, { status: 'active' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ACCOUNT_DELETED');
  });

  it('an admin cannot deactivate themselves; an unknown user is 404', async () => {
    const admin = await signInAdmin();
    const me = (await admin.get('/api/me')).json().user;
    const self = await admin.post(`/api/admin/users/${me.id}/status`, { status: 'deactivated' });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.code).toBe('CANNOT_CHANGE_OWN_STATUS');
    const missing = await admin.post('/api/admin/users/nope/status', { status: 'deactivated' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('admin: every route refuses the wrong people', () => {
  // Every admin route the server documents, so a new one cannot be left out of this check.
  const adminRoutes = async (): Promise<[string, string][]> => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const sample: Record<string, string> = { postId: '1', commentId: '1', reportId: 'content:1' };
    return Object.entries(doc.paths)
      .filter(([url]) => url.startsWith('/api/admin/'))
      .flatMap(([url, methods]) => {
        const concrete = url.replace(/\{(\w+)\}/g, (_, name: string) => sample[name] ?? 'x');
        return Object.keys(methods).map((method): [string, string] => [method.toUpperCase(), concrete]);
      });
  };
  const call = (agent: ReturnType<typeof createAgent> | null, method: string, url: string) => {
    const body = ['POST', 'PATCH', 'PUT'].includes(method) ? {} : undefined;
    if (!agent) return ctx.app.inject({ method: method as 'GET', url, payload: body });
    return method === 'GET'
      ? agent.get(url)
      : method === 'DELETE'
        ? agent.delete(url)
        : method === 'PATCH'
          ? agent.patch(url, body)
          : method === 'PUT'
            ? agent.put(url, body)
            : agent.post(url, body);
  };

  it('answers visitors 401, users 403, and unverified or deactivated admins no better', async () => {
    const user = await signUpUser(ctx.app);
    const unverifiedAdmin = await signUpUser(ctx.app, { verified: false });
    const deactivatedAdmin = await signUpUser(ctx.app);
    await ctx.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('id', 'in', [unverifiedAdmin.id, deactivatedAdmin.id])
      .execute();
    const admin = await signInAdmin();
    expect(
      (await admin.post(`/api/admin/users/${deactivatedAdmin.id}/status`, { status: 'deactivated' })).statusCode,
    ).toBe(200);
    const routes = await adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(29);
    for (const [method, url] of routes) {
      expect((await call(null, method, url)).statusCode, `visitor ${method} ${url}`).toBe(401);
      expect((await call(user.agent, method, url)).json().error.code, `user ${method} ${url}`).toBe('NOT_ADMIN');
      expect((await call(unverifiedAdmin.agent, method, url)).statusCode, `unverified admin ${method} ${url}`).toBe(
        403,
      );
      expect(
        (await call(deactivatedAdmin.agent, method, url)).json().error.code,
        `deactivated admin ${method} ${url}`,
      ).toBe('ACCOUNT_DEACTIVATED');
    }
  });
});

describe('admin: users', () => {
  it('promotes and demotes, but never themselves nor the last admin', async () => {
    const admin = await signInAdmin();
    const me = (await admin.get('/api/me')).json().user;
    const helper = await signUpUser(ctx.app);
    expect((await admin.post(`/api/admin/users/${me.id}/role`, { role: 'user' })).json().error.code).toBe(
      'CANNOT_CHANGE_OWN_ROLE',
    );
    expect((await admin.post(`/api/admin/users/${helper.id}/role`, { role: 'admin' })).json().role).toBe('admin');
    // The promotion ended the helper's sessions; signed in again, the tools wait for two-factor sign-in.
    expect((await helper.agent.get('/api/admin/dashboard')).statusCode).toBe(401);
    await helper.agent.post('/api/auth/sign-in', { email: helper.email, password: helper.password });
    expect((await helper.agent.get('/api/admin/dashboard')).json().error.code).toBe('TWO_FACTOR_REQUIRED');
    await enrolTwoFactor(ctx.app, helper, helper.agent);
    expect((await helper.agent.get('/api/admin/dashboard')).statusCode).toBe(200);
    expect((await helper.agent.post(`/api/admin/users/${helper.id}/role`, { role: 'user' })).json().error.code).toBe(
      'CANNOT_CHANGE_OWN_ROLE',
    );
    expect((await admin.post(`/api/admin/users/${helper.id}/role`, { role: 'user' })).json().role).toBe('user');
    expect((await helper.agent.get('/api/admin/dashboard')).statusCode).toBe(403);
  });

  it('never leaves the service without an admin, even when two admins remove each other at once', async () => {
    const solo = await createTestApp({ admin: { email: 'solo@holacorea.test', password: 'solo-admin-password' } });
    try {
      const first = createAgent(solo.app);
      await first.post('/api/auth/sign-in', { email: 'solo@holacorea.test', password: 'solo-admin-password' });
      const firstId = (await first.get('/api/me')).json().user.id as string;
      const second = await signUpUser(solo.app);
      expect((await first.post(`/api/admin/users/${second.id}/role`, { role: 'admin' })).statusCode).toBe(200);
      await enrolTwoFactor(solo.app, second, second.agent);

      const results = await Promise.all([
        first.post(`/api/admin/users/${second.id}/role`, { role: 'user' }),
        second.agent.post(`/api/admin/users/${firstId}/status`, { status: 'deactivated' }),
      ]);
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(
        results.some((r) => ['LAST_ADMIN', 'NOT_ADMIN', 'ACCOUNT_DEACTIVATED'].includes(r.json().error?.code)),
      ).toBe(true);
      const admins = await solo.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .where('status', '=', 'active')
        .execute();
      expect(admins).toHaveLength(1);
    } finally {
      await solo.close();
    }
  });

  it('bans for a preset or until a date, takes effect on the next send, lifts, and resets the report count', async () => {
    const admin = await signInAdmin();
    const [a, b] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
    const room = (await a.agent.post('/api/conversations', { partnerId: b.id })).json().conversation.id;
    expect((await a.agent.post(`/api/conversations/${room}/messages`, { text: 'hi' })).statusCode).toBe(201);

    const banned = await admin.post(`/api/admin/users/${a.id}/ban`, { duration: '1d' });
    expect(banned.statusCode).toBe(200);
    const until = new Date(banned.json().banUntil).getTime();
    expect(until - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(until - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    expect(
      (await a.agent.post(`/api/conversations/${room}/messages`, { text: 'still there?' })).json().error.code,
    ).toBe('BANNED');
    expect(
      (await admin.get('/api/admin/users?banned=true&pageSize=100')).json().users.map((u: { id: string }) => u.id),
    ).toContain(a.id);

    expect((await admin.post(`/api/admin/users/${a.id}/ban`, { duration: 'permanent' })).json().banUntil).toBe(
      '9999-12-31T23:59:59.000Z',
    );
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect((await admin.post(`/api/admin/users/${a.id}/ban`, { until: date })).json().banUntil).toBe(date);
    expect((await admin.post(`/api/admin/users/${a.id}/ban`, { until: '2001-01-01T00:00:00Z' })).statusCode).toBe(400);
    expect((await admin.post(`/api/admin/users/${a.id}/ban`, { duration: '2d' })).statusCode).toBe(400);

    expect((await admin.delete(`/api/admin/users/${a.id}/ban`)).json().banUntil).toBeNull();
    expect((await a.agent.post(`/api/conversations/${room}/messages`, { text: 'back' })).statusCode).toBe(201);

    await ctx.db.updateTable('users').set({ total_message_reports: 4 }).where('id', '=', a.id).execute();
    expect((await admin.post(`/api/admin/users/${a.id}/reset-reports`)).json().totalMessageReports).toBe(0);

    const actions = (await admin.get(`/api/admin/audit?targetType=user&pageSize=100`))
      .json()
      .entries.filter((e: { targetId: string }) => e.targetId === a.id);
    expect(actions.map((e: { action: string }) => e.action).reverse()).toEqual([
      'user.ban',
      'user.ban',
      'user.ban',
      'user.unban',
      'user.reset-reports',
    ]);
    expect(actions[0].before).toEqual({ total_message_reports: 4 });
    expect(actions[0].after).toEqual({ total_message_reports: 0 });
  });

  it('filters users by role, status and ban, and shows one user in detail', async () => {
    const admin = await signInAdmin();
    const user = await signUpUser(ctx.app, { nickname: 'Detail Person' });
    await user.agent.post('/api/posts', {
      boardId: 'free',
      title: 'Where to buy a SIM card?',
      body: 'At the airport.',
    });
    const reporter = await signUpUser(ctx.app);
    await reporter.agent.post(`/api/users/${user.id}/report`, { reason: '욕설/비방' });
    const admins = (await admin.get('/api/admin/users?role=admin&pageSize=100')).json().users;
    expect(admins.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    const found = (await admin.get('/api/admin/users?q=detail%20person&status=active')).json();
    expect(found.users.map((u: { id: string }) => u.id)).toEqual([user.id]);
    const detail = (await admin.get(`/api/admin/users/${user.id}`)).json();
    expect(detail.user).toMatchObject({
      nickname: 'Detail Person',
      emailVerified: true,
      totalMessageReports: 0,
      banUntil: null,
    });
    expect(detail.counts).toMatchObject({ posts: 1, reportsAgainst: 1 });
    expect(detail.recentPosts[0].title).toBe('Where to buy a SIM card?');
    expect(detail.reportsAgainst[0]).toMatchObject({ kind: 'user', reason: '욕설/비방', state: 'open' });
    expect((await admin.get('/api/admin/users/nobody')).statusCode).toBe(404);
  });
});

describe('bootstrap admin', () => {
  it('promotes an existing account named by ADMIN_EMAIL when the server starts', async () => {
    const { buildApp } = await import('#server/app');
    const user = await signUpUser(ctx.app, { verified: false });
    const restarted = await buildApp({ ...ctx.config, admin: { email: user.email, password: 'ignored-for-existing' } });
    try {
      const agent = createAgent(restarted);
      const res = await agent.post('/api/auth/sign-in', { email: user.email, password: user.password });
      expect(res.json().user).toMatchObject({ role: 'admin', emailVerified: true, status: 'active' });
    } finally {
      await restarted.close();
    }
  });
});
