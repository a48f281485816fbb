import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, Suspense } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  Navigate,
  Outlet,
  type NonIndexRouteObject,
  type Params,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import { AppError } from './components/errors/app-error.tsx';
import { PageSpinner } from './components/ui/spinner.tsx';
import { loadChunk } from './lib/lazy.ts';
import { GUIDE_TOPICS, type GuideTopic, paths } from './paths.ts';
import { firstData } from './routes/first-data.ts';
import { PublicLayout } from './routes/public-layout.tsx';

type Page = () => Promise<{ default: ComponentType }>;
/** What a page route carries: its code, its translations, its first data. */
type PageRoute = Pick<NonIndexRouteObject, 'lazy' | 'loader' | 'handle' | 'shouldRevalidate'>;
type FirstData = (queryClient: QueryClient, params: Params) => Promise<unknown>;

export type RouteContext = {
  queryClient: QueryClient;
  /**
   * While the page being opened waits for its first data, what its loader also waits for (a deadline); undefined
   * afterwards: a later navigation starts the data and shows the page at once, with its own loading state.
   */
  firstDataWait: () => Promise<unknown> | undefined;
};

/** The page's code, loaded by the router before it shows the page. */
const lazyPage = (load: Page) => async () => ({ Component: (await loadChunk(load)).default });
const page = (load: Page): PageRoute => ({ lazy: lazyPage(load) });

// A loader only starts the data: the page reads it from the query cache. Search params alone don't start it again.
const samePage: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname;

/** What a public page needs to paint in full at once: its code, its translations, the data it opens with. */
function publicPage(
  context: RouteContext,
  lazy: PageRoute['lazy'],
  namespaces: string[] = [],
  data?: FirstData,
): PageRoute {
  const handle = { namespaces };
  if (!data) return { lazy, handle };
  return {
    lazy,
    handle,
    shouldRevalidate: samePage,
    loader: async ({ params }) => {
      const loading = data(context.queryClient, params).catch(() => {});
      const wait = context.firstDataWait();
      if (wait) await Promise.race([loading, wait]);
      return null;
    },
  };
}

export function createRoutes(context: RouteContext): RouteObject[] {
  const pub = (load: Page, namespaces?: string[], data?: FirstData) =>
    publicPage(context, lazyPage(load), namespaces, data);
  const topicPage = (topic: GuideTopic) => async () => {
    const { default: GuideTopicPage } = await loadChunk(() => import('./routes/guide/topic.tsx'));
    return { element: <GuideTopicPage topic={topic} /> };
  };
  return [
    {
      path: '/madre-moni',
      errorElement: <AppError />,
      element: (
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      ),
      children: [
        { index: true, element: <Navigate to={paths.admin.dashboard()} replace /> },
        { path: 'login', ...page(() => import('./routes/admin/login.tsx')) },
        {
          ...page(() => import('./routes/admin/admin-layout.tsx')),
          children: [
            { path: 'dashboard', ...page(() => import('./routes/admin/dashboard.tsx')) },
            { path: 'users', ...page(() => import('./routes/admin/users.tsx')) },
            { path: 'phrases', ...page(() => import('./routes/admin/phrases.tsx')) },
            { path: 'places', ...page(() => import('./routes/admin/places.tsx')) },
            { path: 'community', ...page(() => import('./routes/admin/community.tsx')) },
            { path: 'reports', ...page(() => import('./routes/admin/reports.tsx')) },
          ],
        },
      ],
    },
    {
      element: <PublicLayout />,
      errorElement: <AppError />,
      children: [
        { index: true, ...pub(() => import('./routes/home.tsx')) },
        { path: 'auth/login', ...pub(() => import('./routes/auth/login.tsx'), ['auth']) },
        { path: 'auth/signup', ...pub(() => import('./routes/auth/signup.tsx'), ['auth']) },
        { path: 'auth/reset-password', ...pub(() => import('./routes/auth/reset-password.tsx'), ['auth']) },
        { path: 'auth/verify-email', ...pub(() => import('./routes/auth/verify-email.tsx'), ['auth']) },
        { path: 'phrases', ...pub(() => import('./routes/phrases.tsx'), ['phrases'], firstData.phrases) },
        { path: 'guide', ...pub(() => import('./routes/guide/guide.tsx'), ['guide']) },
        ...GUIDE_TOPICS.map((topic) => ({
          path: `guide/${topic}`,
          ...publicPage(context, topicPage(topic), ['guide'], firstData.topic(topic)),
        })),
        { path: 'guide/places', ...pub(() => import('./routes/guide/places.tsx'), ['guide'], firstData.places) },
        {
          path: 'guide/places/:regionId',
          ...pub(() => import('./routes/guide/region.tsx'), ['guide'], firstData.region),
        },
        {
          path: 'community',
          ...pub(() => import('./routes/community/community.tsx'), ['community'], firstData.community),
        },
        { path: 'community/board/:boardId', ...page(() => import('./routes/community/board.tsx')) },
        { path: 'community/post/new', ...page(() => import('./routes/community/post-new.tsx')) },
        { path: 'community/post/:postId', ...page(() => import('./routes/community/post.tsx')) },
        { path: 'community/post/:postId/edit', ...page(() => import('./routes/community/post-edit.tsx')) },
        { path: 'mypage', ...page(() => import('./routes/mypage.tsx')) },
        { path: 'messages', ...page(() => import('./routes/messages.tsx')) },
        { path: 'notifications', ...page(() => import('./routes/notifications.tsx')) },
        { path: 'chat/:roomId', ...page(() => import('./routes/chat.tsx')), handle: { fillsViewport: true } },
        { path: 'unauthorized', ...page(() => import('./routes/unauthorized.tsx')) },
        { path: 'terms', ...pub(() => import('./routes/terms.tsx'), ['terms'], firstData.site) },
        { path: 'privacy', ...pub(() => import('./routes/privacy.tsx'), ['privacy'], firstData.site) },
        {
          path: 'essential-apps',
          ...pub(() => import('./routes/essential-apps.tsx'), ['guide'], firstData.apps),
        },
        { path: '*', ...page(() => import('./routes/not-found.tsx')) },
      ],
    },
  ];
}

/** The translations the page at `location` opens with, fetched with the common ones. */
export function pageNamespaces(routes: RouteObject[], location: Location): string[] {
  const handle = matchRoutes(routes, location)?.at(-1)?.route.handle as { namespaces?: string[] } | undefined;
  return handle?.namespaces ?? [];
}

export const createRouter = (routes: RouteObject[]) => createBrowserRouter(routes);
