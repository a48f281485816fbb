import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router';
import { AppError } from './components/errors/app-error.tsx';
import { PageSpinner } from './components/ui/spinner.tsx';
import { lazyPage } from './lib/lazy.ts';
import { GUIDE_TOPICS, paths } from './paths.ts';
import { firstData } from './routes/first-data.ts';
import { PublicLayout } from './routes/public-layout.tsx';

const Home = lazyPage(() => import('./routes/home.tsx'));
const NotFound = lazyPage(() => import('./routes/not-found.tsx'));
const Unauthorized = lazyPage(() => import('./routes/unauthorized.tsx'));
const Terms = lazyPage(() => import('./routes/terms.tsx'));
const Privacy = lazyPage(() => import('./routes/privacy.tsx'));
const EssentialApps = lazyPage(() => import('./routes/essential-apps.tsx'));
const Phrases = lazyPage(() => import('./routes/phrases.tsx'));
const Guide = lazyPage(() => import('./routes/guide/guide.tsx'));
const GuideTopic = lazyPage(() => import('./routes/guide/topic.tsx'));
const GuidePlaces = lazyPage(() => import('./routes/guide/places.tsx'));
const GuideRegion = lazyPage(() => import('./routes/guide/region.tsx'));
const Community = lazyPage(() => import('./routes/community/community.tsx'));
const Board = lazyPage(() => import('./routes/community/board.tsx'));
const PostNew = lazyPage(() => import('./routes/community/post-new.tsx'));
const Post = lazyPage(() => import('./routes/community/post.tsx'));
const PostEdit = lazyPage(() => import('./routes/community/post-edit.tsx'));
const MyPage = lazyPage(() => import('./routes/mypage.tsx'));
const Messages = lazyPage(() => import('./routes/messages.tsx'));
const Notifications = lazyPage(() => import('./routes/notifications.tsx'));
const Chat = lazyPage(() => import('./routes/chat.tsx'));
const Login = lazyPage(() => import('./routes/auth/login.tsx'));
const Signup = lazyPage(() => import('./routes/auth/signup.tsx'));
const ResetPassword = lazyPage(() => import('./routes/auth/reset-password.tsx'));
const VerifyEmail = lazyPage(() => import('./routes/auth/verify-email.tsx'));
const AdminLogin = lazyPage(() => import('./routes/admin/login.tsx'));
const AdminLayout = lazyPage(() => import('./routes/admin/admin-layout.tsx'));
const AdminDashboard = lazyPage(() => import('./routes/admin/dashboard.tsx'));
const AdminUsers = lazyPage(() => import('./routes/admin/users.tsx'));
const AdminPhrases = lazyPage(() => import('./routes/admin/phrases.tsx'));
const AdminPlaces = lazyPage(() => import('./routes/admin/places.tsx'));
const AdminCommunity = lazyPage(() => import('./routes/admin/community.tsx'));
const AdminReports = lazyPage(() => import('./routes/admin/reports.tsx'));

/** What a page needs to paint in full at once: its chunk, its translations, the data it opens with. */
type PageNeeds = {
  page: { preload: () => Promise<void> };
  namespaces: string[];
  data?: (queryClient: QueryClient, params: Record<string, string | undefined>) => Promise<unknown>;
};
const needs = (
  page: PageNeeds['page'],
  namespaces: string[] = [],
  data?: PageNeeds['data'],
): { handle: PageNeeds } => ({ handle: { page, namespaces, data } });

export const routes: RouteObject[] = [
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
      { path: 'login', element: <AdminLogin /> },
      {
        element: <AdminLayout />,
        children: [
          { path: 'dashboard', element: <AdminDashboard /> },
          { path: 'users', element: <AdminUsers /> },
          { path: 'phrases', element: <AdminPhrases /> },
          { path: 'places', element: <AdminPlaces /> },
          { path: 'community', element: <AdminCommunity /> },
          { path: 'reports', element: <AdminReports /> },
        ],
      },
    ],
  },
  {
    element: <PublicLayout />,
    errorElement: <AppError />,
    children: [
      { index: true, element: <Home />, ...needs(Home) },
      { path: 'auth/login', element: <Login />, ...needs(Login, ['auth']) },
      { path: 'auth/signup', element: <Signup />, ...needs(Signup, ['auth']) },
      { path: 'auth/reset-password', element: <ResetPassword />, ...needs(ResetPassword, ['auth']) },
      { path: 'auth/verify-email', element: <VerifyEmail />, ...needs(VerifyEmail, ['auth']) },
      { path: 'phrases', element: <Phrases />, ...needs(Phrases, ['phrases'], firstData.phrases) },
      { path: 'guide', element: <Guide />, ...needs(Guide, ['guide']) },
      ...GUIDE_TOPICS.map((topic) => ({
        path: `guide/${topic}`,
        element: <GuideTopic topic={topic} />,
        ...needs(GuideTopic, ['guide'], firstData.topic(topic)),
      })),
      { path: 'guide/places', element: <GuidePlaces />, ...needs(GuidePlaces, ['guide'], firstData.places) },
      { path: 'guide/places/:regionId', element: <GuideRegion />, ...needs(GuideRegion, ['guide'], firstData.region) },
      { path: 'community', element: <Community />, ...needs(Community, ['community'], firstData.community) },
      { path: 'community/board/:boardId', element: <Board /> },
      { path: 'community/post/new', element: <PostNew /> },
      { path: 'community/post/:postId', element: <Post /> },
      { path: 'community/post/:postId/edit', element: <PostEdit /> },
      { path: 'mypage', element: <MyPage /> },
      { path: 'messages', element: <Messages /> },
      { path: 'notifications', element: <Notifications /> },
      { path: 'chat/:roomId', element: <Chat />, handle: { fillsViewport: true } },
      { path: 'unauthorized', element: <Unauthorized /> },
      { path: 'terms', element: <Terms />, ...needs(Terms, ['terms'], firstData.site) },
      { path: 'privacy', element: <Privacy />, ...needs(Privacy, ['privacy'], firstData.site) },
      { path: 'essential-apps', element: <EssentialApps />, ...needs(EssentialApps, ['guide'], firstData.apps) },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

/** Starts loading what the page at `location` needs; resolves when it is all there (or failed: the page then shows its own state). */
export function preloadPage(location: Location, queryClient: QueryClient) {
  const match = matchRoutes(routes, location)?.at(-1);
  const handle = match?.route.handle as Partial<PageNeeds> | undefined;
  return {
    namespaces: handle?.namespaces ?? [],
    ready: Promise.allSettled([handle?.page?.preload(), handle?.data?.(queryClient, match?.params ?? {})]),
  };
}
