// @vitest-environment jsdom
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, isAppRoute } from '#shared/app-routes';
import { routes } from './router.tsx';

/** Every path the router renders a page at, its catch-all aside. */
function pagesOf(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const here = !route.path
      ? parent || '/'
      : route.path.startsWith('/')
        ? route.path
        : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.index || (route.path && !route.children) ? [here] : [];
    return [...own, ...(route.children ? pagesOf(route.children, here) : [])];
  });
}

describe('the list of pages the server knows (shared/app-routes)', () => {
  it('is exactly the router’s', () => {
    expect([...APP_ROUTES].sort()).toEqual([...new Set(pagesOf(routes))].sort());
  });

  it.each([
    ['/', true],
    ['/guide/', true],
    ['/guide/emergency', true],
    ['/guide/places/seoul', true],
    ['/community/post/12/edit', true],
    ['/madre-moni/users', true],
    ['/guide/nowhere', false],
    ['/no/such/page', false],
    ['/community/post', false],
    ['/chat', false],
    ['/madre-moni/secret', false],
  ])('%s is a page: %s', (pathname, expected) => {
    expect(isAppRoute(pathname)).toBe(expected);
  });
});
