import { readdirSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/setup.ts';
import { openContext } from './support/page.ts';

const env = useServerAndBrowser();

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; bytes: number; text: string };

/** One request with exactly these headers, the body as sent on the wire (Node's fetch would decompress it and add its own Accept-Encoding). */
function raw(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    httpRequest(`${env.server.baseUrl}${url}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode!, headers: res.headers, bytes: body.length, text: body.toString('utf8') });
      });
    })
      .on('error', reject)
      .end();
  });
}

const entryScript = () => {
  const file = readdirSync(path.resolve('dist/client/assets')).find((f) => /^index-.+\.js$/.test(f))!;
  return { url: `/assets/${file}`, size: statSync(path.resolve('dist/client/assets', file)).size };
};
const meta = (html: string, attr: 'name' | 'property', key: string) =>
  html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`))?.[1];
const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

describe('compression and caching', () => {
  it('sends the entry script whole to a client that accepts no encoding, compressed to one that does', async () => {
    const { url, size } = entryScript();
    const plain = await raw(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes).toBe(size);

    const br = await raw(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.bytes).toBeLessThan(size * 0.35);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await raw(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.bytes).toBeLessThan(size * 0.4);
  });

  it('caches hashed assets for a year and revalidates the page, the service worker and the manifest', async () => {
    expect((await raw(entryScript().url)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of [
      '/',
      '/guide/emergency',
      '/mypage',
      '/sw.js',
      '/manifest.webmanifest',
      '/locales/es/common.json',
    ]) {
      const res = await raw(url);
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('compresses JSON over 1 KB and leaves small answers alone', async () => {
    const small = await raw('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await raw('/api/phrases');
    const phrases = await raw('/api/phrases', { 'accept-encoding': 'br, gzip' });
    expect(phrases.headers['content-encoding']).toBe('br');
    expect(phrases.bytes).toBeLessThan(plain.bytes / 3);
    const pageHtml = await raw('/guide/emergency', { 'accept-encoding': 'gzip' });
    expect(pageHtml.headers['content-encoding']).toBe('gzip');
  });
});

describe('prerendered public pages', () => {
  it('each public page has its own title, description and Open Graph tags, in the language asked for', async () => {
    const es = (await raw('/guide/emergency?lng=es')).text;
    expect(es).toContain('<html lang="es">');
    expect(title(es)).toBe('Emergencias · Hola Corea');
    expect(meta(es, 'name', 'description')).toMatch(/^Corea es un país bastante seguro/);
    expect(meta(es, 'property', 'og:title')).toBe('Emergencias · Hola Corea');
    expect(meta(es, 'property', 'og:url')).toBe(`${env.server.baseUrl}/guide/emergency?lng=es`);
    expect(meta(es, 'property', 'og:locale')).toBe('es_ES');
    expect(meta(es, 'name', 'twitter:card')).toBe('summary_large_image');
    // A guide topic shares its own picture over its landscape, a section its section's (issue 28), and it is there.
    expect(meta(es, 'property', 'og:image')).toBe(`${env.server.baseUrl}/og/guide-emergency.jpg`);
    expect(meta((await raw('/phrases?lng=en')).text, 'property', 'og:image')).toBe(
      `${env.server.baseUrl}/og/phrases.jpg`,
    );
    const picture = await raw('/og/guide-emergency.jpg');
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    for (const lng of ['ko', 'es', 'en']) {
      expect(es).toContain(
        `<link rel="alternate" hreflang="${lng}" href="${env.server.baseUrl}/guide/emergency?lng=${lng}" />`,
      );
    }
    expect(es).toContain(`hreflang="x-default" href="${env.server.baseUrl}/guide/emergency"`);
    // The article's text is in the HTML itself, for readers before the JavaScript and for search engines.
    expect(es).toContain('112 policía y 119 bomberos y ambulancia');

    // Without ?lng=: the language cookie the app keeps, then the browser's language, then Korean.
    expect(title((await raw('/guide/emergency', { 'accept-language': 'en-GB,en;q=0.9' })).text)).toBe(
      'Emergencies · Hola Corea',
    );
    expect(
      title((await raw('/guide/emergency', { 'accept-language': 'en', cookie: 'hola-corea.language=es' })).text),
    ).toBe('Emergencias · Hola Corea');
    // A browser in another language gets English, unless it also reads Spanish or Korean.
    expect(title((await raw('/guide/emergency', { 'accept-language': 'fr-FR' })).text)).toBe(
      'Emergencies · Hola Corea',
    );
    expect(title((await raw('/guide/emergency', { 'accept-language': 'fr-FR,es;q=0.8' })).text)).toBe(
      'Emergencias · Hola Corea',
    );
    expect((await raw('/guide/emergency')).text).toContain('<html lang="ko">');

    const pages = [
      '/',
      '/guide',
      '/guide/traffic',
      '/guide/places',
      '/guide/places/seoul',
      '/phrases',
      '/essential-apps',
      '/community',
      '/terms',
      '/privacy',
    ];
    const titles = await Promise.all(pages.map(async (url) => title((await raw(`${url}?lng=en`)).text)));
    expect(new Set(titles).size).toBe(pages.length);
    expect(titles).toContain('Seoul · Hola Corea');
    // No inline script anywhere: the CSP stays script-src 'self'. The page's translations are a data block, never
    // run, with no `<` that could end it early.
    for (const url of pages) {
      const res = await raw(`${url}?lng=ko`);
      expect(res.text).not.toMatch(/<script(?![^>]*\s(?:src=|type="application\/json"))[^>]*>/);
      const carried = /<script type="application\/json" id="page-translations">([^]*?)<\/script>/.exec(res.text)?.[1];
      expect(carried).not.toContain('<');
      expect(JSON.parse(carried!)).toMatchObject({ lng: 'ko', resources: { common: {}, errors: {} } });
      expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    }
  });

  it('a prerendered page asks for the app only after it has painted, and the app replaces it in one go, with no spinner', async () => {
    const html = (await raw('/guide/emergency?lng=en')).text;
    // Nothing the first paint waits for but the stylesheet: no module script, no module preloads.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const starter = html.match(
      /<script src="(\/assets\/start-[\w-]+\.js)" data-entry="(\/assets\/index-[\w-]+\.js)" data-preload="([^"]*)" data-pack="(\/assets\/offline-pack-[\w-]+\.js)" data-language-key="hola-corea.language" data-member-key="hola-corea.member" defer><\/script>/,
    );
    expect(starter).not.toBeNull();
    expect((await raw(starter![1]!)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The app shell (what the service worker serves, and pages that are not prerendered) starts the app at once.
    expect((await raw('/mypage')).text).toContain(`<script type="module" crossorigin src="${starter![2]}">`);

    const { context, page, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    await context.addInitScript(`(() => {
      window.__spinners = 0;
      new MutationObserver((records) => {
        for (const r of records) for (const n of r.addedNodes) if (n.nodeType === 1 && (n.matches('.animate-spin') || n.querySelector('.animate-spin'))) window.__spinners += 1;
      }).observe(document, { subtree: true, childList: true });
    })()`);
    await page.goto('/guide/emergency');
    await page.locator('main article section').nth(2).waitFor();
    await page.locator('footer').waitFor();
    expect(await page.evaluate('window.__spinners')).toBe(0);
    // The app runs: a link is followed without a page load.
    await page.evaluate('window.__sameDocument = true');
    await page.locator('header').getByRole('link', { name: 'Phrases', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Korean phrases' }).waitFor();
    expect(await page.evaluate('window.__sameDocument')).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('robots.txt, sitemap.xml and favicon.ico exist', async () => {
    const robots = await raw('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('Disallow: /madre-moni');
    expect(robots.text).toContain(`Sitemap: ${env.server.baseUrl}/sitemap.xml`);
    const sitemap = await raw('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.text).toContain(`<loc>${env.server.baseUrl}/guide/traffic?lng=es</loc>`);
    expect(sitemap.text).toContain(`<loc>${env.server.baseUrl}/guide/places/jeju?lng=en</loc>`);
    expect(sitemap.text).not.toContain('/mypage');
    const favicon = await raw('/favicon.ico');
    expect(favicon.status).toBe(200);
    expect(favicon.headers['content-type']).toMatch(/icon/);
  });

  it('paints the page text with JavaScript off, and ?lng= chooses the app language, kept for the next visit', async () => {
    const noJs = await env.browser.newContext({
      baseURL: env.server.baseUrl,
      javaScriptEnabled: false,
      locale: 'ko-KR',
    });
    const still = await noJs.newPage();
    await still.goto('/guide/places/seoul?lng=en');
    await still.getByRole('heading', { level: 1, name: 'Seoul' }).waitFor();
    await still.getByRole('heading', { level: 2, name: /Gyeongbokgung/ }).waitFor();
    await noJs.close();

    const { context, page, problems } = await openContext(env.browser, env.server, { locale: 'ko-KR' });
    await page.goto('/phrases?lng=es');
    await page.getByRole('heading', { level: 1, name: 'Frases en coreano' }).waitFor();
    await page.locator('footer').waitFor();
    expect(await page.title()).toBe('Frases en coreano · Hola Corea');
    await page.goto('/guide/traffic');
    await page.getByRole('heading', { level: 1, name: 'Transporte' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    // The server now prerenders in the chosen language too (the app keeps it in a cookie).
    const html = await (await context.request.get('/guide/traffic')).text();
    expect(title(html)).toBe('Transporte · Hola Corea');
    expect(problems).toEqual([]);
    await context.close();
  });
});
