// @vitest-environment jsdom
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_ROUTES, isAppRoute } from '#shared/app-routes';
import { QueryClient } from '@tanstack/react-query';
import { createRoutes } from './router.tsx';

const routes = createRoutes({ queryClient: new QueryClient(), firstDataWait: () => undefined });

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

describe("a public page's loader (its first data)", () => {
  /** A fetch of /api/phrases that answers when the test says so. */
  function heldPhrases() {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal('fetch', async () => {
      await answered;
      return Response.json({ phrases: [], reviewed: '2026-11-01' });
    });
    return { answer };
  }
  afterEach(() => vi.unstubAllGlobals());

  const started = (router: ReturnType<typeof createMemoryRouter>) =>
    new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const stop = router.subscribe((state) => state.initialized && (stop(), resolve()));
    });

  it('holds the opening page until its data is there', async () => {
    await import('./routes/phrases.tsx');
    const phrases = heldPhrases();
    const queryClient = new QueryClient();
    const router = createMemoryRouter(createRoutes({ queryClient, firstDataWait: () => new Promise(() => {}) }), {
      initialEntries: ['/phrases'],
    });
    const ready = started(router);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.initialized).toBe(false);
    phrases.answer();
    await ready;
    expect(queryClient.getQueryData(['phrases'])).toBeDefined();
  });

  it('holds it no longer than its deadline', async () => {
    heldPhrases();
    const router = createMemoryRouter(
      createRoutes({ queryClient: new QueryClient(), firstDataWait: () => Promise.resolve() }),
      { initialEntries: ['/phrases'] },
    );
    await started(router);
    expect(router.state.location.pathname).toBe('/phrases');
  });

  it('starts the data of a later page without waiting for it', async () => {
    const phrases = heldPhrases();
    const queryClient = new QueryClient();
    const router = createMemoryRouter(createRoutes({ queryClient, firstDataWait: () => undefined }), {
      initialEntries: ['/unauthorized'],
    });
    await started(router);
    await router.navigate('/phrases');
    expect(router.state.location.pathname).toBe('/phrases');
    expect(queryClient.getQueryState(['phrases'])?.fetchStatus).toBe('fetching');
    phrases.answer();
  });
});
