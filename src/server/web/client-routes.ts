import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAppRoute } from '#shared/app-routes';
import { acceptedLanguages, languageFromBrowser } from '#shared/browser-language';
import type { SiteInfo } from '#shared/contracts/system';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '#shared/limits';
import { OPERATOR_FIELDS, operatorToken, operatorValues, type OperatorWords } from '#shared/operator';
import { type LivePages, withLiveBody } from './live-pages.ts';
import type { PageRowCheck } from './page-rows.ts';

// Written by scripts/build/prerender.ts; absolute URLs in prerendered pages carry it.
const PUBLIC_URL_TOKEN = '__HOLA_PUBLIC_URL__';
const HASHED_ASSET = /^\/assets\//;

type Options = {
  clientDir: string;
  prerenderDir: string;
  publicUrl: string;
  site: SiteInfo;
  localesDir: string;
  /** Pages named after a row answer 404 when it is not there (page-rows.ts). */
  pageHasRow?: PageRowCheck;
  /** Pages rendered again with live answers (live-pages.ts). */
  livePages?: LivePages | null;
};
/** A page in each language as `?lng=` asks for it, and as the bare URL (the x-default) negotiates it. */
type Variants = { asked: string; negotiated: string };

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The prerendered privacy policy and terms name this deployment's operator, in the page's language. */
function fillOperator(html: string, site: SiteInfo, localesDir: string, lng: Language) {
  if (!html.includes('__HOLA_OPERATOR_')) return html;
  const { operator: words } = JSON.parse(readFileSync(path.join(localesDir, lng, 'common.json'), 'utf8')) as {
    operator: OperatorWords;
  };
  const values = operatorValues(site, words);
  return OPERATOR_FIELDS.reduce(
    (page, field) => page.replaceAll(operatorToken(field), escapeHtml(values[field])),
    html,
  );
}

/** ?lng= first (shared links, hreflang), then the language the app last used (its cookie), then the browser's, as the app decides it. */
function pickLanguage(request: FastifyRequest): Language {
  const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
  const query = (request.query as Record<string, unknown> | undefined)?.lng;
  if (isLanguage(query)) return query;
  const cookie = request.headers.cookie?.match(
    new RegExp(`(?:^|;\\s*)${LANGUAGE_STORAGE_KEY.replace('.', '\\.')}=(\\w+)`),
  )?.[1];
  if (isLanguage(cookie)) return cookie;
  const accept = request.headers['accept-language'];
  if (!accept) return DEFAULT_LANGUAGE;
  return languageFromBrowser(acceptedLanguages(accept));
}

/**
 * The bare URL is the hreflang x-default: it is its own canonical (and og:url), not one language's ?lng= URL,
 * which would make the x-default a duplicate pointing elsewhere.
 */
const negotiated = (html: string) =>
  html.replace(
    /(<link rel="canonical" href="|<meta property="og:url" content=")([^"?]*)\?lng=\w+"/g,
    (_, before: string, url: string) => `${before}${url}"`,
  );

const hasLanguageQuery = (request: FastifyRequest) =>
  LANGUAGES.includes((request.query as Record<string, unknown> | undefined)?.lng as Language);

function loadPrerendered(
  dir: string,
  { publicUrl, site, localesDir }: Pick<Options, 'publicUrl' | 'site' | 'localesDir'>,
) {
  const pages = new Map<string, Record<Language, Variants>>();
  const list = path.join(dir, 'pages.json');
  if (!existsSync(list)) return pages;
  for (const pagePath of JSON.parse(readFileSync(list, 'utf8')) as string[]) {
    const file = pagePath === '/' ? 'index.html' : `${decodeURIComponent(pagePath.slice(1))}.html`;
    const byLanguage = Object.fromEntries(
      LANGUAGES.map((lng) => {
        const asked = fillOperator(
          readFileSync(path.join(dir, lng, file), 'utf8').replaceAll(PUBLIC_URL_TOKEN, publicUrl),
          site,
          localesDir,
          lng,
        );
        return [lng, { asked, negotiated: negotiated(asked) }];
      }),
    ) as Record<Language, Variants>;
    pages.set(pagePath, byLanguage);
  }
  return pages;
}

/**
 * The built client: hashed assets cached for a year, everything else revalidated; brotli / gzip copies
 * written at build time; each public content page prerendered per language, other pages get the app shell;
 * robots.txt and sitemap.xml (decision record 018).
 */
export async function clientRoutes(
  app: FastifyInstance,
  { clientDir, prerenderDir, pageHasRow, livePages, ...fill }: Options,
) {
  const { publicUrl } = fill;
  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  const pages = hasClient ? loadPrerendered(prerenderDir, fill) : new Map<string, Record<Language, Variants>>();

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      // '/' is a prerendered page (or the shell), not the static index.html.
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const urlPath = `/${path.relative(clientDir, filePath).split(path.sep).join('/')}`;
        res.setHeader('cache-control', HASHED_ASSET.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }

  for (const [pagePath, byLanguage] of pages) {
    app.get(pagePath, { schema: { hide: true } }, async (request, reply) => {
      const lng = pickLanguage(request);
      const asked = hasLanguageQuery(request);
      // A language chosen with ?lng= (the prerendered header's choice, a shared link) is kept, as the app keeps
      // it (i18n.ts), so the next page is in it too, even one opened before the app has started.
      if (asked) reply.header('set-cookie', `${LANGUAGE_STORAGE_KEY}=${lng}; Path=/; Max-Age=31536000; SameSite=Lax`);
      const page = byLanguage[lng][asked ? 'asked' : 'negotiated'];
      const live = livePages?.paths.has(pagePath) ? await livePages.body(pagePath, lng) : null;
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language, Cookie')
        .type('text/html; charset=utf-8')
        .send(live ? withLiveBody(page, live) : page);
    });
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        `User-agent: *\nDisallow: /api/\nDisallow: /madre-moni\nDisallow: /dev/\nDisallow: /mypage\nDisallow: /messages\nDisallow: /notifications\nDisallow: /chat/\n\nSitemap: ${publicUrl}/sitemap.xml\n`,
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const loc = (pagePath: string, lng?: Language) => `${publicUrl}${pagePath}${lng ? `?lng=${lng}` : ''}`;
    const urls = [...pages.keys()].flatMap((pagePath) =>
      LANGUAGES.map((lng) => {
        const alternates = LANGUAGES.map(
          (alt) => `<xhtml:link rel="alternate" hreflang="${alt}" href="${loc(pagePath, alt)}"/>`,
        ).join('');
        return `<url><loc>${loc(pagePath, lng)}</loc>${alternates}<xhtml:link rel="alternate" hreflang="x-default" href="${loc(pagePath)}"/></url>`;
      }),
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !path.extname(pathname);
    // The app shell renders the page, or its not-found page: then the status says so too (search engines, link checkers).
    if (isPage && hasClient) {
      const found = isAppRoute(pathname) && (await (pageHasRow?.(pathname) ?? true));
      return reply
        .code(found ? 200 : 404)
        .header('cache-control', 'no-cache')
        .sendFile('index.html', clientDir);
    }
    return reply
      .code(404)
      .send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${pathname}` } });
  });
}
