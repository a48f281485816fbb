import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { QueryKey } from '@tanstack/react-query';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Language } from '#shared/limits';
import type { Translations } from './translations.ts';

/** What the server needs of the app's renderer (src/app/prerender.tsx, built into dist/render). */
type PageData = { renderedAt: number; answers: { queryKey: QueryKey; data: unknown }[] };
export type LiveRenderer = {
  LIVE_PAGES: Record<string, { url: string; queryKey: QueryKey }[]>;
  setUpTranslations: (resources: Translations) => Promise<void>;
  renderPage: (pathname: string, lng: Language, data: PageData) => Promise<{ html: string; data: string }>;
};

/** The page's #root markup and the data block it carries, or null: the prerendered page is served instead. */
export type LiveBody = { html: string; data: string } | null;

type Options = {
  renderer: LiveRenderer;
  /** What the API answers a visitor at this URL, or null when it does not answer 200. */
  answer: (url: string) => Promise<unknown>;
  log: FastifyBaseLogger;
  /** How long a rendered page is served again; every request within it costs no query and no render. */
  ttlMs?: number;
  now?: () => number;
};

/** What the API answers a visitor (no cookie) at a URL, or null. */
export const visitorAnswer =
  (app: FastifyInstance) =>
  async (url: string): Promise<unknown> => {
    const response = await app.inject({ method: 'GET', url });
    return response.statusCode === 200 ? (response.json() as unknown) : null;
  };

/** The renderer the build wrote beside the client, when there is one. */
export async function loadRenderer(renderDir: string): Promise<LiveRenderer | null> {
  const file = path.join(renderDir, 'prerender.js');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as LiveRenderer;
}

/**
 * The public pages whose lists are live data (the community's boards and highlights), rendered again with the
 * API's answers when asked for (decision record 045), so they are on screen without the app, as the reading
 * pages are. A rendering is kept `ttlMs` per page and language, and shared by the requests that wait for it;
 * renders run one at a time (the renderer's language and answers are its own state). When the answers or the
 * render fail, the body is null and the prerendered page (its lists loading, the app started at once) is served.
 */
export function createLivePages({ renderer, answer, log, ttlMs = 5_000, now = Date.now }: Options) {
  const kept = new Map<string, { at: number; body: Promise<LiveBody> }>();
  const answered = new Map<string, { at: number; data: Promise<PageData | null> }>();
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const done = queue.then(work, work);
    queue = done.catch(() => {});
    return done;
  };
  /** What is fresh in `cache` for `key`, or `make()`'s, kept from now. */
  function fresh<T>(cache: Map<string, { at: number } & T>, key: string, make: () => T): T {
    const hit = cache.get(key);
    if (hit && now() - hit.at < ttlMs) return hit;
    const made = { at: now(), ...make() };
    cache.set(key, made);
    return made;
  }

  // The API's answers for a page, asked once for its three languages.
  async function answersFor(pathname: string): Promise<PageData | null> {
    const renderedAt = now();
    const answers = await Promise.all(
      renderer.LIVE_PAGES[pathname]!.map(async ({ url, queryKey }) => ({ queryKey, data: await answer(url) })),
    );
    return answers.some((a) => a.data === null || a.data === undefined) ? null : { renderedAt, answers };
  }

  async function render(pathname: string, lng: Language): Promise<LiveBody> {
    const data = await fresh(answered, pathname, () => ({ data: answersFor(pathname) })).data;
    return data && oneAtATime(() => renderer.renderPage(pathname, lng, data));
  }

  return {
    paths: new Set(Object.keys(renderer.LIVE_PAGES)),
    body(pathname: string, lng: Language): Promise<LiveBody> {
      return fresh(kept, `${pathname} ${lng}`, () => ({
        body: render(pathname, lng).catch((error: unknown) => {
          log.warn({ err: error, pathname }, 'live page: not rendered, serving the prerendered page');
          return null;
        }),
      })).body;
    },
  };
}

export type LivePages = ReturnType<typeof createLivePages>;

/** The prerendered document with the live #root and its data block in place of the build's. */
export function withLiveBody(document: string, live: NonNullable<LiveBody>): string {
  const open = '<div id="root">';
  const start = document.indexOf(open);
  const end = document.indexOf('</div><script type="application/json"', start);
  if (start < 0 || end < 0) return document;
  return `${document.slice(0, start + open.length)}${live.html}</div>${live.data}${document.slice(end + '</div>'.length)}`;
}
