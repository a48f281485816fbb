import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, signUpUser } from '#server/test/test-app';

// Every operation of /api/openapi.json, signed in as an admin (who passes every guard, so handlers run),
// with wrong types, huge and odd strings, NUL, lone surrogates, bad path parameters and bad cookies.
// Nothing may answer 5xx, and every error must come in the { error: { code, message } } envelope.

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
};
type Operation = {
  method: string;
  path: string;
  parameters?: { in: 'path' | 'query'; name: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

const ADMIN = { email: 'fuzz-admin@holacorea.test', password: 'fuzz-admin-password' };

const BAD_VALUES: unknown[] = [
  'a\u0000b',
  'x'.repeat(20_000),
  '\ud800',
  'x\udfffy',
  '\u200b\u200d\u202e\u2066',
  ' ',
  '',
  '9'.repeat(30),
  -1,
  1.5,
  1e308,
  true,
  null,
  [],
  {},
  ['a'],
];
const BAD_PATH = [
  '0',
  '-1',
  '9'.repeat(30),
  'x'.repeat(150),
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '..%2F..%2Fetc',
  '%20',
  "1'%20or%20'1'='1",
];
const BAD_QUERY = [
  '',
  '%00',
  'a%00b',
  '9'.repeat(30),
  '-1',
  '1.5',
  'x'.repeat(5000),
  '%E0%A4%A',
  '%ED%A0%80',
  '%E2%80%8B%E2%80%AE',
  'true',
];
const BAD_COOKIES = [
  'hola.session_token=%E0%A4%A',
  'hola.session_token=abc',
  'hola.session_token=abc.def',
  'hola.session_token=.',
  `hola.session_token=${'x'.repeat(4000)}.${'y'.repeat(44)}`,
  'hola.session_token=a%00b.c',
  'hola.session_token=%ZZ; hola.session_token=%',
  '__Secure-hola.session_token=%E0%A4%A',
  'hola.device=%E0%A4%A',
  'hola.device=a.b.c',
  '=; ; ;=',
];

function example(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'abc';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return example(choices[0]);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map(example));
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, example(v)]));
    case 'array':
      return [example(schema.items)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      if (schema.format === 'email') return `fuzz${Math.random().toString(36).slice(2, 8)}@example.com`;
      if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'uri') return 'https://example.com/';
      return '서울 abc'.padEnd(schema.minLength ?? 0, 'x');
  }
}

/** The valid body with one field (at any depth) replaced by each bad value. */
function* mutations(base: unknown, schema: JsonSchema | undefined): Generator<unknown> {
  const properties = schema?.properties ?? (schema?.anyOf ?? schema?.oneOf)?.[0]?.properties;
  if (!properties || !base || typeof base !== 'object') return;
  for (const [key, child] of Object.entries(properties)) {
    for (const bad of BAD_VALUES) yield { ...base, [key]: bad };
    for (const nested of mutations((base as Record<string, unknown>)[key], child)) yield { ...base, [key]: nested };
  }
}

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let adminCookie = '';
const plausible: Record<string, string> = {};

async function signInAdmin() {
  const agent = createAgent(ctx.app);
  const res = await agent.post('/api/auth/sign-in', ADMIN);
  if (res.statusCode !== 200) throw new Error(`admin sign-in failed: ${res.body}`);
  adminCookie = agent.cookie();
}

beforeAll(async () => {
  ctx = await createTestApp({ admin: ADMIN, rateLimitScale: 100_000 });
  await signInAdmin();
  const admin = { cookie: adminCookie };
  const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url, headers: admin })).json();
  const member = await signUpUser(ctx.app, { nickname: 'FuzzMember' });
  const boards = (await get('/api/boards')).boards as { slug: string }[];
  const post = (
    await member.agent.post('/api/posts', { boardId: boards[0]!.slug, title: 'Fuzz target', body: 'A body' })
  ).json().post;
  const comment = (await member.agent.post(`/api/posts/${post.id}/comments`, { body: 'A comment' })).json().comment;
  await ctx.app.inject({
    method: 'POST',
    url: `/api/posts/${post.id}/report`,
    headers: admin,
    payload: { reason: '광고/스팸' },
  });
  const conversation = (
    await member.agent.post('/api/conversations', { partnerId: (await get('/api/me')).user.id })
  ).json().conversation;
  const message = (await member.agent.post(`/api/conversations/${conversation.id}/messages`, { text: 'hello' })).json()
    .message;
  const phrases = (await get('/api/admin/phrases')).phrases as { id: string }[];
  const regions = (await get('/api/admin/regions')).regions as { id: string; places: { id: string }[] }[];
  Object.assign(plausible, {
    userId: member.id,
    slug: boards[0]!.slug,
    postId: String(post.id),
    commentId: String(comment.id),
    conversationId: conversation.id,
    messageId: String(message.id),
    phraseId: phrases[0]!.id,
    regionId: regions[0]!.id,
    reportId: (await get('/api/admin/reports')).reports[0].id,
    'phrases:id': phrases[1]!.id,
    'regions:id': regions[1]!.id,
    'places:id': regions[0]!.places[0]!.id,
  });
});
afterAll(async () => {
  await ctx?.close();
});

function operations(doc: { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> }): Operation[] {
  const ops = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
  );
  // The operations that end the admin's session run last, deleting the account (the fuzzed rename typed right) at the very end.
  const rank = (op: Operation) => (op.path === '/api/me/delete' ? 2 : /sign-out|\/me\/password/.test(op.path) ? 1 : 0);
  return ops.sort((a, b) => rank(a) - rank(b));
}

describe('fuzzing every API operation', () => {
  it('never answers 5xx, and every error is in the envelope', { timeout: 240_000 }, async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const failures: string[] = [];
    let requests = 0;

    async function send(
      op: Operation,
      url: string,
      opts: { payload?: unknown; cookie?: string | null; raw?: string } = {},
    ) {
      const cookie = opts.cookie === undefined ? adminCookie : opts.cookie;
      // The live stream never ends for a signed-in user; it is fuzzed without a session only.
      if (op.path === '/api/events' && cookie === adminCookie) return;
      requests += 1;
      const headers: Record<string, string> = cookie ? { cookie } : {};
      const hasBody = opts.raw !== undefined || opts.payload !== undefined;
      if (hasBody) headers['content-type'] = 'application/json';
      const res = await ctx.app.inject({
        method: op.method as 'GET',
        url,
        headers,
        ...(hasBody ? { payload: opts.raw ?? JSON.stringify(opts.payload) } : {}),
      });
      const what = `${op.method} ${url.slice(0, 120)} ${opts.raw ?? JSON.stringify(opts.payload)?.slice(0, 120) ?? ''} cookie=${String(cookie).slice(0, 40)}`;
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${what}: ${res.body.slice(0, 200)}`);
      else if (res.statusCode >= 400) {
        const body = (() => {
          try {
            return res.json() as { error?: { code?: unknown; message?: unknown } };
          } catch {
            return null;
          }
        })();
        if (typeof body?.error?.code !== 'string' || typeof body.error.message !== 'string') {
          failures.push(`${res.statusCode} without the envelope: ${what}: ${res.body.slice(0, 200)}`);
        }
      }
    }

    for (const op of operations(doc)) {
      const params = op.parameters ?? [];
      const pathValue = (name: string) => plausible[`${op.path.split('/')[3]}:${name}`] ?? plausible[name] ?? 'abc';
      const buildUrl = (override: Record<string, string> = {}, query = '') =>
        op.path.replace(/\{(\w+)\}/g, (_m, name: string) => override[name] ?? encodeURIComponent(pathValue(name))) +
        query;
      const schema = op.requestBody?.content['application/json']?.schema;
      const base = schema ? example(schema) : undefined;

      await send(op, buildUrl(), { payload: base });
      for (const p of params.filter((x) => x.in === 'path')) {
        for (const bad of BAD_PATH) await send(op, buildUrl({ [p.name]: bad }), { payload: base });
      }
      for (const p of params.filter((x) => x.in === 'query')) {
        for (const bad of BAD_QUERY) await send(op, buildUrl({}, `?${p.name}=${bad}`), { payload: base });
        await send(op, buildUrl({}, `?${p.name}=a&${p.name}=b`), { payload: base });
      }
      if (op.method !== 'GET') {
        for (const whole of [null, [], 'text', 12, {}]) await send(op, buildUrl(), { payload: whole });
        await send(op, buildUrl(), { raw: '{"unfinished": ' });
        await send(op, buildUrl(), { raw: '{"a":"\\u0000"}' });
        for (const mutated of mutations(base, schema)) await send(op, buildUrl(), { payload: mutated });
      }
      for (const cookie of BAD_COOKIES) await send(op, buildUrl(), { payload: base, cookie });
      await send(op, buildUrl(), { payload: base, cookie: null });
      // A fuzzed request may have signed the admin out (sign-out, a changed password): sign in again.
      const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: adminCookie } });
      if (me.json().user === null && op.path !== '/api/me/delete') await signInAdmin();
    }

    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(3000);
  });
});
