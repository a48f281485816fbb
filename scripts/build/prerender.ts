import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { LANGUAGE_STORAGE_KEY, MEMBER_HINT_KEY } from '../../src/shared/limits.ts';
import { readTranslations } from '../../src/server/web/translations.ts';
import { guideTopics } from './guide-topics.ts';
import { passwordDictionary } from './password-dictionary.ts';
import { ogImage } from './og-image.ts';

/*
 * Writes one HTML file per public content page and language (dist/prerendered/<lng>/<page>.html): the
 * built index.html with the page's own title, description, Open Graph / Twitter tags and hreflang
 * alternates, and in #root the page itself, rendered from the app's routes and components with the app's
 * translations (src/app/prerender.tsx, built for Node into dist/render, where the server finds it too for the
 * pages it renders again with live answers: decision record 045), so it paints before the JavaScript and can be
 * indexed. React replaces that markup with the same page when it starts. The server picks the
 * file per URL and language; absolute URLs carry PUBLIC_URL_TOKEN, filled in by the server (decision
 * records 018, 026, 031).
 */

const LANGUAGES = ['ko', 'es', 'en'] as const;
type Lng = (typeof LANGUAGES)[number];
/** `translations`: the data block of the page's translations, written after #root (src/app/prerender.tsx). */
type Page = { path: string; title: string; description: string; body: string; translations: string };
type Renderer = typeof import('../../src/app/prerender.tsx');

export const PUBLIC_URL_TOKEN = '__HOLA_PUBLIC_URL__';
export const OFFLINE_PACK_ENTRY = 'offline-pack';
const OG_LOCALE: Record<Lng, string> = { ko: 'ko_KR', es: 'es_ES', en: 'en_US' };

/*
 * A prerendered page paints from its HTML and CSS, and works as a page without the app: its links open pages, its
 * menu and language choice are <details> and links. The starter (starter.js, a file: CSP) adds the app's scripts
 * when the traveller first reaches for the page (a touch, a key, a focus), replaying a tap on a button that came
 * before the app, or at the first paint when the page shows something only the app can (data-app-now), for a
 * member, or in a hidden tab. Until then the scripts download once the page has loaded, and the offline pack is
 * saved without the app. The app shell (index.html, what the service worker serves) keeps its ordinary module
 * script (decision records 026, 044).
 */
const STARTER = readFileSync(fileURLToPath(new URL('./starter.js', import.meta.url)), 'utf8');

/** The shell's module script and module preloads become the starter script, written beside the other assets. */
function forFirstPaint(shell: string, outDir: string, pack: string) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(shell);
  if (!entry) throw new Error('prerender: index.html has no module script');
  const preloads = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const file = `assets/start-${createHash('sha256').update(STARTER).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(path.join(outDir, file), STARTER);
  let html = shell;
  for (const match of [entry, ...preloads]) html = html.replace(match[0], '');
  const starter = `<script src="/${file}" data-entry="${entry[1]}" data-preload="${preloads.map((m) => m[1]).join(' ')}" data-pack="/${pack}" data-language-key="${LANGUAGE_STORAGE_KEY}" data-member-key="${MEMBER_HINT_KEY}" defer></script>\n  `;
  return html.replace('</head>', `${starter}</head>`);
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function summary(text: string, max = 160) {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

function renderDocument(shell: string, lng: Lng, p: Page) {
  const url = (l?: Lng) => `${PUBLIC_URL_TOKEN}${p.path}${l ? `?lng=${l}` : ''}`;
  const title = escapeHtml(p.title);
  const description = escapeHtml(summary(p.description));
  const head = [
    `<link rel="canonical" href="${url(lng)}" />`,
    ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${l}" href="${url(l)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${url()}" />`,
    `<meta property="og:type" content="${p.path === '/' ? 'website' : 'article'}" />`,
    `<meta property="og:site_name" content="Hola Corea" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url(lng)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[lng]}" />`,
    ...LANGUAGES.filter((l) => l !== lng).map(
      (l) => `<meta property="og:locale:alternate" content="${OG_LOCALE[l]}" />`,
    ),
    `<meta property="og:image" content="${PUBLIC_URL_TOKEN}/og/${ogImage(p.path)}.jpg" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="${title}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ].join('\n    ');
  const replace = (html: string, pattern: RegExp, value: string) => {
    if (!pattern.test(html)) throw new Error(`prerender: index.html has no ${pattern}`);
    return html.replace(pattern, () => value);
  };
  let html = replace(shell, /<html lang="[^"]*">/, `<html lang="${lng}">`);
  html = replace(html, /<title>[^<]*<\/title>/, `<title>${title}</title>`);
  html = replace(
    html,
    /<meta name="description" content="[^"]*" \/>/,
    `<meta name="description" content="${description}" />\n    ${head}`,
  );
  return replace(html, /<div id="root"><\/div>/, `<div id="root">${p.body}</div>${p.translations}`);
}

/** The renderer (src/app/prerender.tsx) built for Node: the app's JSX, content and translations' code, its libraries imported from node_modules. */
const RENDER_DIR = 'render';
async function buildRenderer(root: string, outDir: string): Promise<Renderer> {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    // What the browser build adds (PWA, CSS, compression) is not rendered here.
    plugins: [(await import('@vitejs/plugin-react')).default(), passwordDictionary(), guideTopics()],
    build: {
      ssr: 'src/app/prerender.tsx',
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
    },
  });
  return (await import(pathToFileURL(path.join(outDir, 'prerender.js')).href)) as Renderer;
}

/** Renders every page in every language with the app's own code. */
async function renderAll(renderer: Renderer, root: string, write: (lng: Lng, page: Page) => void) {
  await renderer.setUp(readTranslations(path.join(root, 'public/locales')));
  try {
    for (const lng of LANGUAGES) {
      for (const pagePath of renderer.PRERENDERED_PATHS) {
        const page = await renderer.renderPage(pagePath, lng);
        write(lng, {
          path: pagePath,
          title: page.title,
          description: page.description,
          body: page.html,
          translations: page.translations,
        });
      }
    }
    return renderer.PRERENDERED_PATHS;
  } finally {
    renderer.tearDown();
  }
}

export function prerender(): Plugin {
  let outDir = '';
  let root = '';
  let pack = '';
  return {
    name: 'hola-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // The offline pack's entry (vite.config.ts), which the starter imports by itself.
    writeBundle(_options, bundle) {
      const chunk = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.name === OFFLINE_PACK_ENTRY,
      );
      if (!chunk) throw new Error('prerender: no offline pack entry');
      pack = chunk.fileName;
    },
    async closeBundle() {
      const target = path.resolve(outDir, '../prerendered');
      rmSync(target, { recursive: true, force: true });
      const shell = forFirstPaint(readFileSync(path.join(outDir, 'index.html'), 'utf8'), outDir, pack);
      const renderer = await buildRenderer(root, path.resolve(outDir, '..', RENDER_DIR));
      const pages = await renderAll(renderer, root, (lng, page) => {
        const file = path.join(
          target,
          lng,
          page.path === '/' ? 'index.html' : `${decodeURIComponent(page.path.slice(1))}.html`,
        );
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, renderDocument(shell, lng, page));
      });
      writeFileSync(path.join(target, 'pages.json'), JSON.stringify(pages));
    },
  };
}
