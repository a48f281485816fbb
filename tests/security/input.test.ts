import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, signUpUser } from '#server/test/test-app';

const ADMIN = { email: 'input-admin@holacorea.test', password: 'input-admin-password' };
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof createAgent>;
let member: Awaited<ReturnType<typeof signUpUser>>;
let board: string;

beforeAll(async () => {
  ctx = await createTestApp({ admin: ADMIN, rateLimitScale: 100_000 });
  admin = createAgent(ctx.app);
  await admin.post('/api/auth/sign-in', ADMIN);
  member = await signUpUser(ctx.app);
  board = (await member.agent.get('/api/boards')).json().boards[0].slug;
});
afterAll(async () => {
  await ctx.close();
});

function expectEnvelope(res: { statusCode: number; json: () => unknown }, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
}

describe('input that used to answer 500', () => {
  it('a NUL character in a body, a path or a query', async () => {
    expectEnvelope(await member.agent.post('/api/posts', { boardId: board, title: 'a\u0000b', body: 'text' }), 400);
    expectEnvelope(await member.agent.patch('/api/me', { nickname: 'ab\u0000' }), 400);
    expectEnvelope(await member.agent.get('/api/posts/1%00'), 400);
    expectEnvelope(await member.agent.get(`/api/boards/${board}/posts?q=a%00b`), 400);
    expectEnvelope(await member.agent.get(`/api/boards/${board}/posts?q=%00%00%00`), 400);
    expectEnvelope(await admin.get('/api/admin/users?q=a%00b'), 400);
    expect(
      (await member.agent.post('/api/posts', { boardId: board, title: 'a\u0000b', body: 'text' })).json().error.field,
    ).toBe('title');
  });

  it('a malformed session cookie counts as no session', async () => {
    for (const cookie of ['hola.session_token=%E0%A4%A', 'hola.session_token=a%00b.c', 'hola.session_token=%']) {
      const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json().user).toBeNull();
      expectEnvelope(await ctx.app.inject({ method: 'GET', url: '/api/conversations', headers: { cookie } }), 401);
    }
  });

  it('PATCH /api/admin/boards/:slug with nothing to change', async () => {
    const res = await admin.patch(`/api/admin/boards/${board}`, {});
    expectEnvelope(res, 400);
  });

  it('a 30-digit cursor', async () => {
    expectEnvelope(
      await ctx.app.inject({ method: 'GET', url: `/api/boards/${board}/posts?cursor=${'9'.repeat(30)}` }),
      400,
    );
    expectEnvelope(
      await ctx.app.inject({ method: 'GET', url: `/api/boards/${board}/posts?sort=likes&cursor=${'9'.repeat(30)}:1` }),
      400,
    );
    expectEnvelope(await ctx.app.inject({ method: 'GET', url: `/api/boards/${board}/posts?cursor=-5` }), 400);
  });

  it('Fastify’s own router errors come in the envelope', async () => {
    expectEnvelope(await ctx.app.inject({ method: 'GET', url: '/api/posts/%E0%A4%A' }), 400);
    expectEnvelope(await ctx.app.inject({ method: 'GET', url: `/api/boards/${'x'.repeat(200)}` }), 414);
  });
});

describe('text that shows nothing is empty', () => {
  let partner: Awaited<ReturnType<typeof signUpUser>>;
  beforeAll(async () => {
    partner = await signUpUser(ctx.app);
  });
  const invisible = ['\u200b\u200b', '\u202e\u2066', ' \u00ad\ufeff ', '\u3164\u3164', '\u2060 \u200d'];

  it.each(invisible.map((s) => [JSON.stringify(s), s]))(
    'refuses %s as a post, comment, message, nickname or report detail',
    async (_n, text) => {
      expectEnvelope(await member.agent.post('/api/posts', { boardId: board, title: text, body: 'body' }), 400);
      expectEnvelope(await member.agent.post('/api/posts', { boardId: board, title: 'title', body: text }), 400);
      expectEnvelope(await member.agent.patch('/api/me', { nickname: text }), 400);
      // One partner for every case: a new account may start only a few conversations a day.
      const room = (await member.agent.post('/api/conversations', { partnerId: partner.id })).json().conversation.id;
      expectEnvelope(await member.agent.post(`/api/conversations/${room}/messages`, { text }), 400);
      expectEnvelope(await member.agent.post(`/api/users/${partner.id}/report`, { reason: '기타', detail: text }), 400);
      expectEnvelope(
        await admin.post('/api/admin/regions', {
          name: { ko: text, es: 'Región', en: 'Region' },
          summary: { ko: '요약', es: 'Resumen', en: 'Summary' },
        }),
        400,
      );
    },
  );

  it('keeps visible text that merely contains such characters', async () => {
    const res = await member.agent.post('/api/posts', {
      boardId: board,
      title: 'Hola\u200b mundo',
      body: 'مرحبا\u200f',
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('every admin text field has a bound', () => {
  // Under the 1 MB body limit even three times over (ko, es, en), so the field's own bound is what refuses it.
  const huge = 'x'.repeat(300_000);
  const l = (s: string) => ({ ko: s, es: s, en: s });
  it('phrases, regions, places and boards refuse a string of 300,000 characters', async () => {
    const region = (await admin.get('/api/admin/regions')).json().regions[0];
    const place = region.places[0];
    const phrase = { category: 'greetings', ko: '안녕하세요', romanization: 'annyeonghaseyo', en: 'Hello', es: 'Hola' };
    const attempts = [
      admin.post('/api/admin/phrases', { ...phrase, en: huge }),
      admin.post('/api/admin/phrases', { ...phrase, ko: `안${huge}` }),
      admin.post('/api/admin/regions', { name: l(huge), summary: l('요약') }),
      admin.post('/api/admin/regions', { name: l('이름'), summary: l(huge) }),
      admin.patch(`/api/admin/places/${place.id}`, { ...place, id: undefined, position: undefined, what: l(huge) }),
      admin.patch(`/api/admin/places/${place.id}`, {
        ...place,
        id: undefined,
        position: undefined,
        addressKo: `서울${huge}`,
      }),
      admin.post('/api/admin/boards', { slug: 'huge', name: l(huge), description: l('설명'), kind: 'discussion' }),
      admin.patch(`/api/admin/boards/${board}`, { description: l(huge) }),
    ];
    for (const res of await Promise.all(attempts)) expectEnvelope(res, 400);
    // Nothing of it was stored.
    const stored = JSON.stringify([
      (await admin.get('/api/admin/phrases')).json(),
      (await admin.get('/api/admin/regions')).json(),
      (await admin.get('/api/admin/boards')).json(),
    ]);
    expect(stored.includes('x'.repeat(5000))).toBe(false);
  });
});
