import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, signUpUser } from '#server/test/test-app';

// PUBLIC_URL of the test app is http://localhost:3000.
const ADMIN = { email: 'csrf-admin@holacorea.test', password: 'csrf-admin-password' };
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let adminCookie: string;
let victimId: string;

const resetReports = (headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/users/${victimId}/reset-reports`,
    headers: { cookie: adminCookie, ...headers },
  });
const reportCount = async () =>
  (
    await ctx.db
      .selectFrom('users')
      .select('total_message_reports')
      .where('id', '=', victimId)
      .executeTakeFirstOrThrow()
  ).total_message_reports;

beforeAll(async () => {
  ctx = await createTestApp({ admin: ADMIN });
  const admin = createAgent(ctx.app);
  await admin.post('/api/auth/sign-in', ADMIN);
  adminCookie = admin.cookie();
  victimId = (await signUpUser(ctx.app)).id;
  await ctx.db.updateTable('users').set({ total_message_reports: 4 }).where('id', '=', victimId).execute();
});
afterAll(async () => {
  await ctx.close();
});

describe('cross-site request forgery', () => {
  it.each([
    ['a page on another port of the same host', { origin: 'http://localhost:3001', 'sec-fetch-site': 'same-site' }],
    ['another port, from a browser without Sec-Fetch-Site', { origin: 'http://localhost:3001' }],
    ['another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['an opaque origin (sandboxed frame, data: page)', { origin: 'null' }],
    ['http instead of the public https, same host', { origin: 'https://localhost:3000' }],
    ['a same-site page that hides its Origin', { 'sec-fetch-site': 'same-site' }],
    ['a lying Origin from a cross-site page', { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s and changes nothing', async (_name, headers) => {
    const res = await resetReports(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CROSS_ORIGIN');
    expect(await reportCount()).toBe(4);
  });

  it('refuses a cross-origin sign-in, sign-up and sign-out too (login CSRF)', async () => {
    const foreign = { origin: 'http://localhost:5174', 'sec-fetch-site': 'same-site' };
    for (const url of ['/api/auth/sign-in', '/api/auth/sign-up', '/api/auth/sign-out']) {
      expect((await ctx.app.inject({ method: 'POST', url, headers: foreign, payload: {} })).statusCode).toBe(403);
    }
  });

  it('lets reads through from anywhere: a GET changes nothing', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/boards',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('accepts the app’s own pages, and clients that are not browsers (neither header)', async () => {
    expect((await resetReports({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(
      200,
    );
    await ctx.db.updateTable('users').set({ total_message_reports: 4 }).where('id', '=', victimId).execute();
    expect((await resetReports({ origin: 'http://localhost:3000' })).statusCode).toBe(200);
    await ctx.db.updateTable('users').set({ total_message_reports: 4 }).where('id', '=', victimId).execute();
    expect((await resetReports({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    await ctx.db.updateTable('users').set({ total_message_reports: 4 }).where('id', '=', victimId).execute();
    expect((await resetReports({})).statusCode).toBe(200);
    expect(await reportCount()).toBe(0);
    await ctx.db.updateTable('users').set({ total_message_reports: 4 }).where('id', '=', victimId).execute();
  });
});
