import { APIError } from 'better-auth/api';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '#shared/contracts/endpoint';
import { allEndpoints } from '#shared/contracts/endpoints';
import { ERROR_CODES, ERROR_STATUS } from '#shared/contracts/errors';
import { AUTH_CODES, AppError, toErrorResponse } from '#server/lib/errors';
import { requireContracts } from '#server/lib/route';
import { createTestApp, signUpUser } from '#server/test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const sample = (path: string) => buildPath(path, new Proxy({}, { get: () => '1' }) as Record<string, string>);

describe('every /api route is a contract and every contract a route', () => {
  it('registers each contract under its method and path', () => {
    const missing = allEndpoints.filter((e) => !ctx.app.hasRoute({ method: e.method, url: e.path }));
    expect(missing.map((e) => key(e.method, e.path))).toEqual([]);
  });

  it('documents exactly the contracts in /api/openapi.json', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((m) => m !== 'head')
          .map((m) => key(m, path.replace(/\{(\w+)\}/g, ':$1'))),
      );
    const declared = allEndpoints.filter((e) => !e.hide).map((e) => key(e.method, e.path));
    expect(new Set(documented)).toEqual(new Set(declared));
    expect(documented).toHaveLength(declared.length);
  });

  it('refuses to start with an /api route that no contract declares', async () => {
    const app = Fastify();
    requireContracts(app);
    const start = async () => {
      await app.register(async (api) => api.get('/stray', async () => ({})), { prefix: '/api' });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/GET \/api\/stray: declare it in src\/shared\/contracts/);
    await app.close().catch(() => {});
  });

  it('declares no method and path twice', () => {
    const keys = allEndpoints.map((e) => key(e.method, e.path));
    expect(keys.length).toBe(new Set(keys).size);
  });
});

describe('guards run before validation', () => {
  const guarded = allEndpoints.filter((e) => e.access === 'user' || e.access === 'admin');

  it('answers a visitor 401 on every guarded route, whatever the body or query', async () => {
    expect(guarded.length).toBeGreaterThan(60);
    for (const endpoint of guarded) {
      const res = await ctx.app.inject({
        method: endpoint.method,
        url: `${sample(endpoint.path)}?limit=-1&page=abc&nickname=`,
        ...(endpoint.method === 'GET' || endpoint.method === 'DELETE'
          ? {}
          : { payload: { nickname: 5, title: [], status: 'nonsense' } }),
      });
      expect(res.statusCode, key(endpoint.method, endpoint.path)).toBe(401);
      expect(res.json().error.code, key(endpoint.method, endpoint.path)).toBe('UNAUTHENTICATED');
    }
  });

  it('PATCH /api/me and POST /api/posts agree: 401 for a visitor, 400 for a member', async () => {
    for (const [method, url] of [
      ['PATCH', '/api/me'],
      ['POST', '/api/posts'],
    ] as const) {
      expect((await ctx.app.inject({ method, url, payload: { nickname: '', title: '' } })).statusCode, url).toBe(401);
    }
    const member = await signUpUser(ctx.app);
    expect((await member.agent.patch('/api/me', { nickname: '' })).statusCode).toBe(400);
    expect((await member.agent.post('/api/posts', { title: '' })).statusCode).toBe(400);
  });
});

describe('one HTTP status per error code', () => {
  const seen = new Map<string, Set<number>>();
  const record = ({ status, body }: ReturnType<typeof toErrorResponse>) => {
    expect(status, body.error.code).toBe(ERROR_STATUS[body.error.code]);
    seen.set(body.error.code, (seen.get(body.error.code) ?? new Set()).add(status));
  };

  it('gives every code of ours its status', () => {
    for (const code of ERROR_CODES) record(toErrorResponse(new AppError(code, 'x')));
  });

  it('translates Better Auth’s codes and bare statuses through the same table', () => {
    for (const [authCode, [ours]] of Object.entries(AUTH_CODES)) {
      for (const status of ['BAD_REQUEST', 'UNAUTHORIZED', 'FORBIDDEN', 'CONFLICT'] as const) {
        const answer = toErrorResponse(new APIError(status, { code: authCode, message: 'x' }));
        expect(answer.body.error.code).toBe(ours);
        record(answer);
      }
    }
    for (const status of [
      'BAD_REQUEST',
      'UNAUTHORIZED',
      'FORBIDDEN',
      'NOT_FOUND',
      'UNPROCESSABLE_ENTITY',
      'TOO_MANY_REQUESTS',
      'INTERNAL_SERVER_ERROR',
    ] as const) {
      record(toErrorResponse(new APIError(status, { code: 'SOMETHING_NEW', message: 'x' })));
    }
  });

  it('maps Fastify’s own refusals by status, and anything else to INTERNAL', () => {
    for (let status = 400; status < 600; status++)
      record(toErrorResponse(Object.assign(new Error('x'), { statusCode: status })));
    record(toErrorResponse(new Error('boom')));
    expect(toErrorResponse(Object.assign(new Error('x'), { statusCode: 413 })).body.error.code).toBe(
      'PAYLOAD_TOO_LARGE',
    );
    expect(toErrorResponse(Object.assign(new Error('x'), { statusCode: 422 })).body.error.code).toBe('BAD_REQUEST');
  });

  it('never saw one code with two statuses', () => {
    const mixed = [...seen].filter(([, statuses]) => statuses.size > 1);
    expect(mixed).toEqual([]);
    expect(seen.size).toBeGreaterThanOrEqual(ERROR_CODES.length);
  });

  it('answers a deactivated account 401 both at sign-in and on a live session', async () => {
    const user = await signUpUser(ctx.app);
    await ctx.db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', user.id).execute();
    const session = await user.agent.get('/api/conversations');
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: user.password },
    });
    for (const res of [session, signIn]) {
      expect(res.json().error.code).toBe('ACCOUNT_DEACTIVATED');
      expect(res.statusCode).toBe(401);
    }
  });
});
