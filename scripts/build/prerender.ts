import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { Route } from '#shared/contracts/content';
import { OPERATOR_FIELDS, type OperatorField, operatorToken } from '#shared/operator';
import { routeGeometry } from '#app/features/guide/route-map.ts';
import { KOREA_OUTLINE } from '#app/components/map/korea-outline.ts';
import { formatCalendarDate } from '#app/lib/dates.ts';
import { GUIDE_TOPICS } from '#app/paths.ts';
import { prerenderedHeader } from './prerender-header.ts';

/*
 * Writes one HTML file per public content page and language (dist/prerendered/<lng>/<page>.html): the
 * built index.html with the page's own title, description, Open Graph / Twitter tags and hreflang
 * alternates, and the page's text in #root so it paints before the JavaScript and can be indexed. React
 * replaces that markup when it starts. The server picks the file per URL and language; absolute URLs
 * carry PUBLIC_URL_TOKEN, filled in by the server (decision record 018).
 */

const LANGUAGES = ['ko', 'es', 'en'] as const;
type Lng = (typeof LANGUAGES)[number];
type Text = Record<Lng, string>;
type Page = { path: string; title: string; description: string; body: string };

export const PUBLIC_URL_TOKEN = '__HOLA_PUBLIC_URL__';
const PRERENDERED_PHRASES = 12;
const OG_LOCALE: Record<Lng, string> = { ko: 'ko_KR', es: 'es_ES', en: 'en_US' };

/*
 * A prerendered page paints from its HTML and CSS; the app's scripts are asked for only after that first
 * paint (once the browser reports it, or a frame later), so on a slow link they do not compete with the page
 * for the bandwidth, and the paint is not held back for them. A hidden tab (no frames) starts at once. The
 * app shell (index.html, what the service worker serves) keeps its ordinary module script. CSP: the starter
 * is a file, not an inline script (decision record 026).
 */
const STARTER = `(function () {
  var d = document.currentScript.dataset, started = false;
  function start() {
    if (started) return;
    started = true;
    d.preload.split(' ').filter(Boolean).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = d.entry;
    document.head.appendChild(script);
  }
  if (document.visibilityState === 'hidden') return start();
  if ((PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new PerformanceObserver(function () { setTimeout(start); }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () { setTimeout(start); });
  }
  setTimeout(start, 1000);
})();
`;

/** The shell's module script and module preloads become the starter script, written beside the other assets. */
function forFirstPaint(shell: string, outDir: string) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(shell);
  if (!entry) throw new Error('prerender: index.html has no module script');
  const preloads = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const file = `assets/start-${createHash('sha256').update(STARTER).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(path.join(outDir, file), STARTER);
  let html = shell;
  for (const match of [entry, ...preloads]) html = html.replace(match[0], '');
  const starter = `<script src="/${file}" data-entry="${entry[1]}" data-preload="${preloads.map((m) => m[1]).join(' ')}" defer></script>\n  `;
  return html.replace('</head>', `${starter}</head>`);
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.resolve(file), 'utf8')) as T;

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function summary(text: string, max = 160) {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** A translation lookup over public/locales, with {{name}} interpolation. */
function translator(lng: Lng) {
  const cache = new Map<string, Record<string, unknown>>();
  return (key: string, values: Record<string, string> = {}): string => {
    const [ns, rest] = key.split(':') as [string, string];
    if (!cache.has(ns)) cache.set(ns, readJson(`public/locales/${lng}/${ns}.json`));
    const value = rest
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], cache.get(ns));
    if (typeof value !== 'string') throw new Error(`prerender: missing translation ${lng}:${key}`);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
}

const paragraphs = (texts: string[]) =>
  texts.map((p) => `<p class="mt-2 leading-relaxed text-stone-700">${escapeHtml(p)}</p>`).join('');
const link = (href: string, label: string) =>
  `<a href="${href}" class="text-brand-700 underline underline-offset-4">${escapeHtml(label)}</a>`;
const list = (items: string[]) => `<ul class="mt-4 space-y-2">${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const section = (title: string, inner: string, id?: string) =>
  `<section${id ? ` id="${id}"` : ''} class="mt-8"><h2 class="text-lg font-bold">${escapeHtml(title)}</h2>${inner}</section>`;

/** features/guide/components/route-map.tsx and topic-article.tsx's figure, as markup. */
function routeFigure(route: Route, lng: Lng, id: string) {
  const g = routeGeometry(route, lng);
  const { x, y, width, height } = g.viewBox;
  const u = (n: number) => Math.round(n * g.unit * 100) / 100;
  const legs = g.legs
    .map(
      (l) =>
        `<line x1="${l.x1}" y1="${l.y1}" x2="${l.x2}" y2="${l.y2}" stroke="#0369a1" stroke-width="${u(3)}" stroke-linecap="round"${l.dayTrip ? ` stroke-dasharray="${u(5)} ${u(5)}"` : ''}></line>`,
    )
    .join('');
  const stops = g.stops
    .map(
      (s) =>
        `<g aria-hidden="true"><circle cx="${s.x}" cy="${s.y}" r="${u(9)}" fill="#0369a1" stroke="#fff" stroke-width="${u(2)}"></circle><text x="${s.x}" y="${s.y}" dy="0.35em" text-anchor="middle" font-size="${u(11)}" font-weight="700" fill="#fff">${s.n}</text><text x="${Math.round((s.x + 12 * g.unit) * 10) / 10}" y="${s.y}" dy="0.35em" font-size="${u(13)}" font-weight="700" fill="#1c1917" stroke="#fff" stroke-width="${u(3)}" paint-order="stroke">${escapeHtml(s.name)}</text></g>`,
    )
    .join('');
  return `<figure class="mt-3 max-h-96 overflow-hidden rounded-2xl border border-sky-200 bg-sky-50" style="aspect-ratio: ${width} / ${height}"><svg viewBox="${x} ${y} ${width} ${height}" role="img" aria-labelledby="${id}-map" class="block h-full w-full" data-testid="route-map"><title id="${id}-map">${escapeHtml(route.label[lng])}</title><path d="${KOREA_OUTLINE.north}" fill="#e7e5e4" stroke="#a8a29e" stroke-width="${u(1)}"></path><path d="${KOREA_OUTLINE.south}" fill="#fff7ed" stroke="#c2410c" stroke-width="${u(1.2)}" stroke-linejoin="round"></path>${legs}${stops}</svg></figure>`;
}

/** features/guide/components/checklist.tsx, nothing ticked yet. */
const checklist = (steps: string[]) =>
  `<ol class="mt-3 space-y-2">${steps.map((step) => `<li><label class="flex cursor-pointer gap-3 rounded-xl border border-stone-200 bg-white p-3 leading-relaxed text-stone-700"><input type="checkbox" class="mt-1 size-5 shrink-0 accent-brand-600"><span>${escapeHtml(step)}</span></label></li>`).join('')}</ol>`;

function pagesFor(lng: Lng): Page[] {
  const t = translator(lng);
  const page = (pagePath: string, title: string, lead: string, body = '', description = lead): Page => ({
    path: pagePath,
    title,
    description: summary(description),
    body: `<h1 class="text-2xl font-bold tracking-tight sm:text-3xl">${escapeHtml(title)}</h1>${lead ? `<p class="mt-2 text-stone-600">${escapeHtml(lead)}</p>` : ''}<div class="mt-6">${body}</div>`,
  });

  type Topic = {
    reviewed: string;
    intro: Text;
    sections: { id: string; title: Text; body: Record<Lng, string[]>; route?: Route; checklist?: boolean }[];
  };
  type Region = {
    id: string;
    name: Text;
    summary: Text;
    places: { id: string; name: Text; nameKo: string; addressKo: string; what: Text; why: Text; howToGetThere: Text }[];
  };
  type App = { name: string; description: Text };
  type Phrase = { category: string; ko: string; romanization: string; en: string; es: string };
  const { regions } = readJson<{ regions: Region[] }>('content/places.json');
  const { apps } = readJson<{ apps: App[] }>('content/apps.json');
  const { phrases } = readJson<{ phrases: Phrase[] }>('content/phrases.json');
  const { numbers } = readJson<{ numbers: { number: string; key: string }[] }>('content/emergency-box.json');
  // features/guide/components/emergency-numbers.tsx, without its meter card button.
  const emergencyNumbers = () =>
    `<section aria-labelledby="emergency-numbers" class="mb-8 rounded-2xl border border-red-200 bg-red-50 p-4"><h2 id="emergency-numbers" class="text-lg font-bold text-red-800">${escapeHtml(t('guide:emergency.heading'))}</h2><ul class="mt-3 space-y-2">${numbers
      .map(
        ({ number, key }) =>
          `<li><a href="tel:${number}" class="flex min-h-14 items-center gap-3 rounded-xl bg-white px-3 py-2"><span class="w-16 shrink-0 text-2xl font-extrabold text-red-700">${number}</span><span class="text-sm">${escapeHtml(t(`guide:emergency.${key}`))}</span><span class="sr-only">, ${escapeHtml(t('guide:emergency.call'))}</span></a></li>`,
      )
      .join(
        '',
      )}</ul><h3 class="mt-4 font-semibold">${escapeHtml(t('guide:emergency.openers'))}</h3><ul class="mt-2 space-y-1 text-sm"><li><span lang="ko" class="font-bold">${escapeHtml(t('guide:emergency.openerSpanish'))}</span> — ${escapeHtml(t('guide:emergency.openerSpanishMeaning'))}</li><li><span lang="ko" class="font-bold">${escapeHtml(t('guide:emergency.openerEnglish'))}</span> — ${escapeHtml(t('guide:emergency.openerEnglishMeaning'))}</li></ul><p class="mt-4 text-sm">${escapeHtml(t('guide:emergency.meterNote'))}</p></section>`;
  const meaning = (p: Phrase) => (lng === 'es' ? p.es : lng === 'en' ? p.en : `${p.en} · ${p.es}`);
  const legal = (ns: 'terms' | 'privacy') => {
    const sections = readJson<Record<string, unknown>>(`public/locales/${lng}/${ns}.json`).sections as Record<
      string,
      { heading: string; body: string[] }
    >;
    // The operator's details are this deployment's: the server fills the tokens from its configuration.
    const fill = (text: string) =>
      text.replace(/\{\{(\w+)\}\}/g, (match, field: string) =>
        OPERATOR_FIELDS.includes(field as OperatorField) ? operatorToken(field as OperatorField) : match,
      );
    const body =
      paragraphs([t(`${ns}:intro`)]) +
      Object.entries(sections)
        .map(([id, s], i) => section(`${i + 1}. ${s.heading}`, paragraphs(s.body.map(fill)), id))
        .join('');
    return page(`/${ns}`, t(`${ns}:title`), '', body, t(`${ns}:intro`));
  };

  return [
    {
      ...page('/', t('common:home.title'), t('common:home.lead')),
      title: `Hola Corea · ${t('common:home.title')}`,
      // The home page's own hero, same classes: when React paints it, it is not a new, larger element (LCP stays the first paint).
      body: `<section class="rounded-3xl bg-gradient-to-br from-brand-600 to-red-600 px-6 py-10 text-white"><h1 class="text-3xl font-extrabold sm:text-4xl">${escapeHtml(t('common:home.title'))}</h1><p class="mt-3 max-w-xl text-white/90">${escapeHtml(t('common:home.lead'))}</p></section>${list(
        (
          [
            ['guide', '/guide'],
            ['phrases', '/phrases'],
            ['apps', '/essential-apps'],
            ['community', '/community'],
          ] as const
        ).map(
          ([key, href]) =>
            `${link(href, t(`common:home.cards.${key}.title`))}<p class="text-sm text-stone-600">${escapeHtml(t(`common:home.cards.${key}.body`))}</p>`,
        ),
      )}`,
    },
    page(
      '/guide',
      t('guide:title'),
      t('guide:lead'),
      list(
        [...GUIDE_TOPICS, 'places' as const].map(
          (topic) =>
            `${link(topic === 'places' ? '/guide/places' : `/guide/${topic}`, t(`guide:topics.${topic}.title`))} · ${escapeHtml(t(`guide:topics.${topic}.summary`))}`,
        ),
      ),
    ),
    // The app's own article markup (routes/guide/topic.tsx): when React takes over, nothing moves and nothing larger paints.
    ...GUIDE_TOPICS.map((topic) => {
      const content = readJson<Topic>(`content/guide/${topic}.json`);
      const body =
        `<nav aria-label="${escapeHtml(t('guide:breadcrumb'))}" class="mb-4 text-sm"><a href="/guide" class="text-brand-700 underline-offset-4 hover:underline">← ${escapeHtml(t('guide:title'))}</a></nav>` +
        (topic === 'emergency' ? emergencyNumbers() : '') +
        `<div><p class="leading-relaxed">${escapeHtml(content.intro[lng])}</p>` +
        `<p class="mt-2 text-xs text-stone-500">${escapeHtml(t('guide:article.reviewed', { date: formatCalendarDate(content.reviewed, lng) }))} · ${escapeHtml(t('guide:article.approx'))}</p>` +
        `<nav aria-labelledby="toc-heading" class="mt-5 rounded-2xl border border-stone-200 bg-white p-4"><h2 id="toc-heading" class="font-semibold">${escapeHtml(t('guide:article.toc'))}</h2><ol class="mt-2 list-decimal space-y-1 pl-6 text-sm">${content.sections.map((s) => `<li><a href="#${s.id}" class="text-brand-700 underline-offset-4 hover:underline">${escapeHtml(s.title[lng])}</a></li>`).join('')}</ol></nav>` +
        `<div class="mt-8 space-y-8">${content.sections
          .map(
            (s) =>
              `<section id="${s.id}" class="scroll-mt-20"><h2 class="flex items-center gap-2 text-xl font-bold"><span class="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700"></span>${escapeHtml(s.title[lng])}</h2>${s.route ? routeFigure(s.route, lng, s.id) : ''}${s.checklist ? checklist(s.body[lng]) : s.body[lng].map((text) => `<p class="mt-2 leading-relaxed text-stone-700">${escapeHtml(text)}</p>`).join('')}</section>`,
          )
          .join('')}</div></div>`;
      return page(
        `/guide/${topic}`,
        t(`guide:topics.${topic}.title`),
        t(`guide:topics.${topic}.summary`),
        body,
        content.intro[lng],
      );
    }),
    page(
      '/guide/places',
      t('guide:topics.places.title'),
      t('guide:topics.places.summary'),
      list(
        regions.map(
          (r) =>
            `${link(`/guide/places/${encodeURIComponent(r.id)}`, r.name[lng])} · ${escapeHtml(summary(r.summary[lng], 120))}`,
        ),
      ),
    ),
    ...regions.map((r) =>
      page(
        `/guide/places/${encodeURIComponent(r.id)}`,
        r.name[lng],
        r.summary[lng],
        r.places
          .map((p) =>
            section(
              p.name[lng],
              `<p lang="ko" class="text-sm text-stone-600">${escapeHtml(`${p.nameKo} · ${p.addressKo}`)}</p>${paragraphs([p.what[lng], p.why[lng], p.howToGetThere[lng]])}`,
            ),
          )
          .join(''),
      ),
    ),
    // The app's own markup (routes/phrases.tsx, phrase-item.tsx): the diet card teaser, then the first phrases
    // in the app's order, about what a phone shows before scrolling; the app brings the rest, the search and the categories.
    page(
      '/phrases',
      t('phrases:title'),
      t('phrases:lead'),
      `<div class="mb-5 flex flex-wrap items-center gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4"><p class="flex-1 text-sm">${escapeHtml(t('phrases:diet.teaser'))}</p></div>` +
        `<ul class="mt-3 space-y-3">${phrases
          .slice(0, PRERENDERED_PHRASES)
          .map(
            (p) =>
              `<li class="flex gap-3 rounded-2xl border border-stone-200 bg-white p-4"><div class="min-w-0 flex-1"><p lang="ko" class="text-xl font-bold break-keep">${escapeHtml(p.ko)}</p><p class="text-sm text-stone-500">${escapeHtml(p.romanization)}</p><p class="mt-1">${escapeHtml(meaning(p))}</p></div></li>`,
          )
          .join('')}</ul>`,
    ),
    page(
      '/essential-apps',
      t('guide:apps.title'),
      t('guide:apps.lead'),
      apps.map((a) => section(a.name, paragraphs([a.description[lng]]))).join(''),
    ),
    page('/community', t('community:home.title'), t('community:home.lead')),
    page('/auth/login', t('auth:login.title'), '', '', t('common:home.lead')),
    page('/auth/signup', t('auth:signup.title'), t('auth:signup.lead')),
    legal('terms'),
    legal('privacy'),
  ].map((p) => (p.path === '/' ? p : { ...p, title: `${p.title} · Hola Corea` }));
}

/** The picture a shared link shows: one per section, drawn by scripts/draw-og-images.ts (public/og/). */
function ogImage(pagePath: string) {
  if (pagePath === '/guide/emergency') return 'emergency';
  if (pagePath.startsWith('/guide')) return 'guide';
  if (pagePath === '/phrases') return 'phrases';
  if (pagePath === '/essential-apps') return 'apps';
  if (pagePath.startsWith('/community')) return 'community';
  return 'home';
}

function renderDocument(shell: string, lng: Lng, p: Page) {
  const url = (l?: Lng) => `${PUBLIC_URL_TOKEN}${p.path}${l ? `?lng=${l}` : ''}`;
  const title = escapeHtml(p.title);
  const description = escapeHtml(p.description);
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
  const header = prerenderedHeader(lng, p.path, translator(lng));
  const column =
    p.path === '/'
      ? 'mx-auto max-w-5xl px-4 py-8'
      : `mx-auto w-full ${p.path === '/community' ? 'max-w-5xl' : 'max-w-3xl'} px-4 py-6 sm:py-10`;
  const body = `<div class="flex min-h-dvh flex-col">${header}<main id="main" class="min-h-dvh flex-1"><div class="${column}">${p.body}</div></main></div>`;
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
  return replace(html, /<div id="root"><\/div>/, `<div id="root">${body}</div>`);
}

export function prerender(): Plugin {
  let outDir = '';
  return {
    name: 'hola-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const target = path.resolve(outDir, '../prerendered');
      rmSync(target, { recursive: true, force: true });
      const shell = forFirstPaint(readFileSync(path.join(outDir, 'index.html'), 'utf8'), outDir);
      const manifest: string[] = [];
      for (const lng of LANGUAGES) {
        for (const p of pagesFor(lng)) {
          const file = path.join(
            target,
            lng,
            p.path === '/' ? 'index.html' : `${decodeURIComponent(p.path.slice(1))}.html`,
          );
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, renderDocument(shell, lng, p));
          if (lng === 'ko') manifest.push(p.path);
        }
      }
      writeFileSync(path.join(target, 'pages.json'), JSON.stringify(manifest));
    },
  };
}
