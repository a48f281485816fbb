/*
 * The public pages as HTML, rendered at build time from the app's own routes and components with the app's
 * own translations (decision record 031). scripts/build/prerender.ts loads this module in Vite's SSR mode and
 * writes each page in each language; the browser paints it before the app's scripts run, then main.tsx
 * hydrates it once the page's code, translations and data are there.
 */
import { QueryClient } from '@tanstack/react-query';
import { initReactI18next } from 'react-i18next';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router';
import { LANGUAGES, type Language } from '#shared/limits';
import { OPERATOR_FIELDS, operatorToken } from '#shared/operator';
import type { SiteInfo } from '#shared/contracts/system';
import type { z } from 'zod';
import type { GuideTopicFileSchema, PhrasesFileSchema, PlacesFileSchema } from '#shared/contracts/content';
import phrasesJson from '../../content/phrases.json';
import placesJson from '../../content/places.json';
import { LanguagesBeforeApp, MenuBeforeApp } from './components/layouts/header-before-app.tsx';
import { RootErrorBoundary } from './components/errors/app-error.tsx';
import { BeforeAppContext } from './lib/before-app.ts';
import { Providers } from './providers.tsx';
import { i18n, PAGE_TRANSLATIONS_ID, startNamespaces } from './lib/i18n.ts';
import { type PageData, pageDataBlock, renderingWith, seedQueries } from './lib/page-data.ts';
import { GUIDE_TOPICS } from './paths.ts';
import { createRoutes, pageNamespaces } from './router.tsx';

const phrasesFile = phrasesJson as z.infer<typeof PhrasesFileSchema>;
const placesFile = placesJson as z.infer<typeof PlacesFileSchema>;
const topicFiles = import.meta.glob<{ default: z.infer<typeof GuideTopicFileSchema> }>('../../content/guide/*.json', {
  eager: true,
});

/** Every public content page; the regions are those of content/places.json (one an admin adds gets the shell). */
export const PRERENDERED_PATHS = [
  '/',
  '/guide',
  ...GUIDE_TOPICS.map((topic) => `/guide/${topic}`),
  '/guide/places',
  ...placesFile.regions.map((r) => `/guide/places/${encodeURIComponent(r.id)}`),
  '/phrases',
  '/essential-apps',
  '/community',
  '/auth/login',
  '/auth/signup',
  '/terms',
  '/privacy',
];

export { LIVE_PAGES } from './routes/first-data.ts';

/*
 * What the API answers for the content a public page opens with, as the server seeds it from content/ (no
 * photos until an admin adds them). The operator's details are tokens the server fills from its configuration.
 * Anything else (the boards, the signed-in user) stays loading, as it is in the browser until it arrives.
 */
function contentAnswers(): Map<string, unknown> {
  const { reviewed } = placesFile;
  const places = placesFile.regions.flatMap((r) =>
    r.places.map((p) => ({ ...p, regionId: r.id, reviewed, photos: [] })),
  );
  const regions = placesFile.regions.map((r) => ({
    id: r.id,
    name: r.name,
    summary: r.summary,
    placeCount: r.places.length,
    photos: [],
  }));
  const token = (field: (typeof OPERATOR_FIELDS)[number]) => operatorToken(field);
  const site: SiteInfo = {
    operatorName: token('operator'),
    privacyContact: token('contact'),
    operatorAddress: token('address'),
    operatorRegistration: token('registration'),
    euRepresentative: token('euRepresentative'),
    mailProcessor: token('mailProcessor'),
  };
  return new Map<string, unknown>([
    ['/api/phrases', { phrases: phrasesFile.phrases, reviewed: phrasesFile.reviewed }],
    ['/api/regions', { regions }],
    ['/api/places', { places }],
    ['/api/site', site],
    ...regions.map((region): [string, unknown] => [
      `/api/regions/${encodeURIComponent(region.id)}`,
      { region, places: places.filter((p) => p.regionId === region.id) },
    ]),
  ]);
}

const buildFetch = globalThis.fetch;

/** The API as the page sees it while it is rendered here: the content answers; anything else is not there. */
function installContentApi() {
  const answers = contentAnswers();
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const { pathname } = new URL(input instanceof Request ? input.url : String(input), 'http://prerender');
    if (!answers.has(pathname)) throw new TypeError(`prerender: no content answer for ${pathname}`);
    return Response.json(answers.get(pathname));
  };
}

type Resources = Record<Language, Record<string, Record<string, unknown>>>;

/** Gives the build its own fetch back. */
export function tearDown() {
  globalThis.fetch = buildFetch;
}

/** The build's set-up: the content the pages open with, and the translations. */
export async function setUp(resources: Resources) {
  installContentApi();
  await setUpTranslations(resources);
}

/** The server's: the translations; a live page is given its answers (renderPage), nothing is fetched. */
export async function setUpTranslations(resources: Resources) {
  await i18n.use(initReactI18next).init({
    resources,
    lng: 'ko',
    supportedLngs: [...LANGUAGES],
    fallbackLng: false,
    ns: Object.keys(resources.ko),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}

/** The title and description a page is shared and found with (the app's titles: components/ui/page.tsx). */
function headOf(pathname: string): { title: string; description: string } {
  const t = i18n.t.bind(i18n);
  const lng = i18n.language as Language;
  const page = (title: string, description: string) => ({ title: `${title} · Hola Corea`, description });
  const topic = /^\/guide\/([\w-]+)$/.exec(pathname)?.[1];
  if (pathname === '/') return { title: `Hola Corea · ${t('common:home.title')}`, description: t('common:home.lead') };
  if (topic && topic !== 'places')
    return page(t(`guide:topics.${topic}.title`), topicFiles[`../../content/guide/${topic}.json`]!.default.intro[lng]);
  const region = placesFile.regions.find((r) => pathname === `/guide/places/${encodeURIComponent(r.id)}`);
  if (region) return page(region.name[lng], region.summary[lng]);
  const pages: Record<string, [string, string]> = {
    '/guide': ['guide:title', 'guide:lead'],
    '/guide/places': ['guide:topics.places.title', 'guide:topics.places.summary'],
    '/phrases': ['phrases:title', 'phrases:lead'],
    '/essential-apps': ['guide:apps.title', 'guide:apps.lead'],
    '/community': ['community:home.title', 'community:home.lead'],
    '/auth/login': ['auth:login.title', 'common:home.lead'],
    '/auth/signup': ['auth:signup.title', 'auth:signup.lead'],
    '/terms': ['terms:title', 'terms:intro'],
    '/privacy': ['privacy:title', 'privacy:intro'],
  };
  const [title, description] = pages[pathname] ?? ['common:appName', 'common:home.lead'];
  return page(t(title), t(description));
}

/**
 * One page in one language: the markup of #root, with its title and description; with `data`, a live page with
 * these answers, which it carries for the app (`data`: its data block). One render at a time: the language is
 * i18next's, the answers page-data's.
 */
export async function renderPage(pathname: string, lng: Language, data?: PageData) {
  if (!data) return renderWith(pathname, lng);
  const page = await renderingWith(data, () => renderWith(pathname, lng, data));
  return { ...page, data: pageDataBlock(data) };
}

async function renderWith(pathname: string, lng: Language, data?: PageData) {
  await i18n.changeLanguage(lng);
  const url = new URL(pathname, 'http://prerender');
  // Never stale: a live page's answers are not fetched again.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (data) seedQueries(queryClient);
  // The router loads the page's code and waits for its first data (its `lazy` and `loader`), as it does in the
  // browser before main.tsx hydrates this markup.
  const routes = createRoutes({ queryClient, firstDataWait: () => new Promise(() => {}) });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`prerender: ${pathname} redirects`);
  // What only the server answers (the boards) renders as it does in the browser until it arrives: loading.
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    // The same tree as main.tsx's first render (its Suspense boundaries included), so the browser hydrates it.
    <BeforeAppContext value={{ Languages: LanguagesBeforeApp, Menu: MenuBeforeApp }}>
      <RootErrorBoundary>
        <Providers queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </RootErrorBoundary>
    </BeforeAppContext>,
    // Every boundary inline, complete: the page is written once, no script reveals parts of it (CSP: script-src 'self').
    { signal: AbortSignal.timeout(10_000), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  queryClient.clear();
  return {
    html: await new Response(prelude).text(),
    translations: translationsBlock(routes, url, lng),
    data: '',
    ...headOf(pathname),
  };
}

/**
 * The translations the app opens the page with, carried by the page for lib/i18n.ts, so it starts without fetching
 * them: a JSON data block (never run: the CSP stays script-src 'self'), `<` escaped so no text can close it.
 */
function translationsBlock(routes: RouteObject[], url: URL, lng: Language) {
  const namespaces = startNamespaces(pageNamespaces(routes, url as unknown as Location));
  const resources = Object.fromEntries(namespaces.map((ns) => [ns, i18n.getResourceBundle(lng, ns) as unknown]));
  const json = JSON.stringify({ lng, resources }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_TRANSLATIONS_ID}">${json}</script>`;
}
