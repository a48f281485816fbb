import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, signUpUser } from '#server/test/test-app';

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
    const write = await user.agent.post(`/api/admin/users/${user.id}/status`, { status: 'deleted' });
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
    expect((await secondDevice.post('/api/auth/sign-in', { email: user.email, password: user.password })).statusCode).toBe(200);

    const admin = await signInAdmin();
    const res = await admin.post(`/api/admin/users/${user.id}/status`, { status: 'deleted' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('deleted');

    for (const agent of [user.agent, secondDevice]) {
      const me = await agent.get('/api/me');
      expect(me.statusCode).toBe(401);
      expect(me.json().error.code).toBe('ACCOUNT_DEACTIVATED');
    }
    const signIn = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: user.email, password: user.password } });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error.code).toBe('ACCOUNT_DEACTIVATED');

    const reactivate = await admin.post(`/api/admin/users/${user.id}/status`, { status: 'active' });
    expect(reactivate.json().status).toBe('active');
    const again = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: user.email, password: user.password } });
    expect(again.statusCode).toBe(200);
  });

  it('an account its owner deleted cannot be reactivated', async () => {
    const user = await signUpUser(ctx.app);
    await user.agent.post('/api/me/delete', { confirmation: user.nickname });
    const admin = await signInAdmin();
    const res = await admin.post(`/api/admin/users/${user.id}/status`, { status: 'active' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ACCOUNT_DELETED');
  });

  it('an admin cannot deactivate themselves; an unknown user is 404', async () => {
    const admin = await signInAdmin();
    const me = (await admin.get('/api/me')).json().user;
    const self = await admin.post(`/api/admin/users/${me.id}/status`, { status: 'deleted' });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.code).toBe('CANNOT_CHANGE_OWN_STATUS');
    const missing = await admin.post('/api/admin/users/nope/status', { status: 'deleted' });
    expect(missing.statusCode).toBe(404);
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
