import { GUIDE_TOPIC_IDS } from './contracts/content.ts';

/**
 * Every page the app has, as its router matches them (`:name` one segment): the server answers other paths
 * with 404 and the not-found page. src/app/router.test.ts checks this list against the router's.
 */
export const APP_ROUTES = [
  '/',
  '/auth/login',
  '/auth/signup',
  '/auth/reset-password',
  '/auth/verify-email',
  '/phrases',
  '/guide',
  ...GUIDE_TOPIC_IDS.map((topic) => `/guide/${topic}`),
  '/guide/places',
  '/guide/places/:regionId',
  '/community',
  '/community/board/:boardId',
  '/community/post/new',
  '/community/post/:postId',
  '/community/post/:postId/edit',
  '/mypage',
  '/messages',
  '/notifications',
  '/chat/:roomId',
  '/unauthorized',
  '/terms',
  '/privacy',
  '/essential-apps',
  '/madre-moni',
  '/madre-moni/login',
  '/madre-moni/dashboard',
  '/madre-moni/users',
  '/madre-moni/phrases',
  '/madre-moni/places',
  '/madre-moni/community',
  '/madre-moni/reports',
] as const;

const patterns = APP_ROUTES.map((route) => route.split('/').filter(Boolean));

/** Whether the app has a page at `pathname` (a trailing slash, as the router, ignored). */
export function isAppRoute(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i]),
  );
}
