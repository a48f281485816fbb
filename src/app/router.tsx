import { Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { AppError } from './components/errors/app-error.tsx';
import { PageSpinner } from './components/ui/spinner.tsx';
import { lazyPage } from './lib/lazy.ts';
import { GUIDE_TOPICS, paths } from './paths.ts';
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
      { index: true, element: <Home /> },
      { path: 'auth/login', element: <Login /> },
      { path: 'auth/signup', element: <Signup /> },
      { path: 'auth/reset-password', element: <ResetPassword /> },
      { path: 'auth/verify-email', element: <VerifyEmail /> },
      { path: 'phrases', element: <Phrases /> },
      { path: 'guide', element: <Guide /> },
      ...GUIDE_TOPICS.map((topic) => ({ path: `guide/${topic}`, element: <GuideTopic topic={topic} /> })),
      { path: 'guide/places', element: <GuidePlaces /> },
      { path: 'guide/places/:regionId', element: <GuideRegion /> },
      { path: 'community', element: <Community /> },
      { path: 'community/board/:boardId', element: <Board /> },
      { path: 'community/post/new', element: <PostNew /> },
      { path: 'community/post/:postId', element: <Post /> },
      { path: 'community/post/:postId/edit', element: <PostEdit /> },
      { path: 'mypage', element: <MyPage /> },
      { path: 'messages', element: <Messages /> },
      { path: 'notifications', element: <Notifications /> },
      { path: 'chat/:roomId', element: <Chat />, handle: { fillsViewport: true } },
      { path: 'unauthorized', element: <Unauthorized /> },
      { path: 'terms', element: <Terms /> },
      { path: 'privacy', element: <Privacy /> },
      { path: 'essential-apps', element: <EssentialApps /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
