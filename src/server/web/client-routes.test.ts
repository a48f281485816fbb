import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientRoutes } from './client-routes.ts';
import { siteInfoOf } from '#server/env';

const PUBLIC_URL = 'https://holacorea.example';
let dir = '';
let app: FastifyInstance;

/** A prerendered page as scripts/build/prerender.ts writes it, absolute URLs carrying the token. */
const prerendered = (lng: string) => `<!doctype html><html lang="${lng}"><head>
<link rel="canonical" href="__HOLA_PUBLIC_URL__/guide?lng=${lng}" />
<link rel="alternate" hreflang="x-default" href="__HOLA_PUBLIC_URL__/guide" />
<meta property="og:url" content="__HOLA_PUBLIC_URL__/guide?lng=${lng}" />
</head><body><div id="root"><h1>guide ${lng}</h1></div></body></html>`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'client-routes-'));
  const clientDir = path.join(dir, 'client');
  const prerenderDir = path.join(dir, 'prerendered');
  mkdirSync(clientDir);
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  for (const lng of ['ko', 'es', 'en']) {
    mkdirSync(path.join(prerenderDir, lng), { recursive: true });
    writeFileSync(path.join(prerenderDir, lng, 'guide.html'), prerendered(lng));
  }
  writeFileSync(path.join(prerenderDir, 'pages.json'), JSON.stringify(['/guide']));
  app = Fastify();
  await clientRoutes(app, {
    clientDir,
    prerenderDir,
    publicUrl: PUBLIC_URL,
    site: siteInfoOf({ name: 'Test Operator', privacyContact: 'privacy@example.com' }),
    localesDir: path.resolve('public/locales'),
    pageHasRow: async (pathname) => !pathname.includes('atlantis'),
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('pages the app does not have', () => {
  it.each(['/no/such/page', '/guide/nowhere', '/madre-moni/secret', '/chat', '/guide/places/atlantis'])(
    '%s answers 404 with the app shell, which shows the not-found page',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
    },
  );

  it.each(['/mypage', '/chat/abc', '/community/post/12', '/guide/places/seoul', '/madre-moni/users', '/guide/'])(
    '%s answers 200 with the app shell',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('an unknown API path or file is a JSON 404, not the shell', async () => {
    for (const url of ['/api/nothing', '/missing.png']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });
});

describe('canonical URLs of a prerendered page', () => {
  const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
  const ogUrl = (html: string) => html.match(/<meta property="og:url" content="([^"]*)"/)?.[1];

  it('?lng= is its own canonical, and the language is kept for the next page', async () => {
    const res = await app.inject({ url: '/guide?lng=en' });
    expect(res.headers['set-cookie']).toMatch(/^hola-corea\.language=en; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    const next = await app.inject({
      url: '/guide',
      headers: { cookie: 'hola-corea.language=en', 'accept-language': 'ko' },
    });
    expect(next.body).toContain('guide en');
    expect(res.body).toContain('guide en');
    expect(canonical(res.body)).toBe(`${PUBLIC_URL}/guide?lng=en`);
    expect(ogUrl(res.body)).toBe(`${PUBLIC_URL}/guide?lng=en`);
  });

  it('the bare URL, the x-default, is its own canonical whichever language it negotiates', async () => {
    const res = await app.inject({ url: '/guide', headers: { 'accept-language': 'en-US' } });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toContain('guide en');
    expect(canonical(res.body)).toBe(`${PUBLIC_URL}/guide`);
    expect(ogUrl(res.body)).toBe(`${PUBLIC_URL}/guide`);
    expect(res.body).toContain(`hreflang="x-default" href="${PUBLIC_URL}/guide"`);
  });
});
