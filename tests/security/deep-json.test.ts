import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '#server/lib/json-body';
import { createTestApp, signUpUser } from '#server/test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let member: Awaited<ReturnType<typeof signUpUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  member = await signUpUser(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

const post = (url: string, payload: string, cookie?: string) =>
  ctx.app.inject({
    method: url.startsWith('/api/me') ? 'PATCH' : 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  });

// Routes that take a body: signed out (sign-in, sign-up, forgot password) and signed in.
const ROUTES = [
  '/api/auth/sign-in',
  '/api/auth/sign-up',
  '/api/auth/forgot-password',
  '/api/posts',
  '/api/me',
  '/api/push/subscriptions',
];

describe('deeply nested JSON', () => {
  const arrays = (n: number) => '['.repeat(n) + ']'.repeat(n);
  const objects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

  it.each(ROUTES)('%s answers a clear 400 for 10,000 levels of nesting, with no stack trace', async (url) => {
    for (const body of [arrays(10_000), objects(10_000), `{"title":${arrays(10_000)}}`]) {
      const res = await post(url, body, member.agent.cookie());
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 'BAD_REQUEST', message: `request: JSON nested deeper than ${MAX_JSON_DEPTH} levels` },
      });
      expect(res.body).not.toMatch(/\n\s+at |\.ts:\d+|node_modules/);
    }
  });

  it('answers a megabyte of nesting at once, and the server stays responsive', async () => {
    const body = arrays(520_000); // 1,040,000 bytes: just under the 1 MB body limit
    const start = performance.now();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/api/auth/sign-in', body)));
    const elapsed = performance.now() - start;
    expect(answers.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(elapsed).toBeLessThan(500);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('keeps taking bodies nested up to the bound (they reach the schema)', async () => {
    let nested = '"x"';
    for (let i = 0; i < MAX_JSON_DEPTH - 1; i++) nested = `[${nested}]`;
    const res = await post('/api/posts', `{"title":${nested}}`, member.agent.cookie());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('boardId');
  });
});
