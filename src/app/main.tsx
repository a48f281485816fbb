import { type ReactNode, StrictMode, startTransition, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { RootErrorBoundary } from './components/errors/app-error.tsx';
import { LanguagesBeforeApp, MenuBeforeApp } from './components/layouts/header-before-app.tsx';
import './index.css';
import { type BeforeApp, BeforeAppContext } from './lib/before-app.ts';
import { initI18n } from './lib/i18n.ts';
import { seedQueries } from './lib/page-data.ts';
import { createQueryClient } from './lib/query-client.ts';
import { Providers } from './providers.tsx';
import { createRouter, createRoutes, pageNamespaces } from './router.tsx';

// What scripts/build/starter.js waits for.
const APP_STARTED_EVENT = 'hola:app-started';
// How long a prerendered page waits for what the app needs to take it over in one go.
const PRERENDERED_WAIT_MS = 4000;

const container = document.getElementById('root')!;
// A prerendered page (decision records 026, 031) is the app's own markup: React hydrates it once the page's code,
// its translations and its data are there, so nothing is rebuilt and nothing moves. The app shell has nothing to
// keep: it renders once the page's code is there, and the page shows its own loading state.
const prerendered = container.firstElementChild !== null;
const deadline = new Promise((resolve) => setTimeout(resolve, PRERENDERED_WAIT_MS));
let opening = prerendered;

const queryClient = createQueryClient();
// A page the server rendered with live answers (the community's lists) starts with them, as its markup shows them.
seedQueries(queryClient);
const routes = createRoutes({ queryClient, firstDataWait: () => (opening ? deadline : undefined) });
const translations = initI18n(pageNamespaces(routes, window.location));
// The router starts loading the page's code and data (its `lazy` and `loader`) as it is created. The app
// renders once it has them: RouterProvider subscribes to the router only when it commits, so a first load that
// ended between its render and its commit would never be shown.
const router = createRouter(routes);
const pageReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const stop = router.subscribe((state) => {
    if (state.initialized) {
      stop();
      resolve();
    }
  });
});

/**
 * The prerendered header's controls for the first render, the app's own from the next one on, in a transition:
 * what waited for hydration (useHydrated) renders in slices too.
 */
function BeforeAppUntilStarted({ parts, children }: { parts: BeforeApp | null; children: ReactNode }) {
  const [value, setValue] = useState(parts);
  useEffect(() => startTransition(() => setValue(null)), []);
  // Once the app's own header is there, every part of the page is the app's: the starter hands over what was typed,
  // ticked or tapped before.
  useEffect(() => {
    if (value === null) window.dispatchEvent(new Event(APP_STARTED_EVENT));
  }, [value]);
  return <BeforeAppContext value={value}>{children}</BeforeAppContext>;
}

const app = (parts: BeforeApp | null) => (
  <StrictMode>
    <BeforeAppUntilStarted parts={parts}>
      <RootErrorBoundary>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </RootErrorBoundary>
    </BeforeAppUntilStarted>
  </StrictMode>
);

if (prerendered) {
  const translated = Promise.race([translations, deadline]).catch(() => {});
  void Promise.all([pageReady, translated]).then(() => {
    opening = false;
    // In a transition, hydration is time-sliced like any render; outside one it is a single long task. The
    // header's controls as the prerendered page has them (a few hundred bytes, in the entry: not one more
    // request before the start), for the first render to match it.
    startTransition(() => {
      hydrateRoot(container, app({ Languages: LanguagesBeforeApp, Menu: MenuBeforeApp }), {
        // A page that differs from its prerendered markup (another language saved on this device, a date in
        // another time zone) is rendered anew from the nearest Suspense boundary: expected, not an error.
        onRecoverableError: (error) => console.warn('hola-corea: rendered instead of hydrated:', error),
      });
    });
  });
} else {
  void pageReady.then(() => {
    // A transition: React renders the first page in slices of a few milliseconds, not in one long task that
    // would hold the phone's main thread (Lighthouse's total blocking time).
    startTransition(() => createRoot(container).render(app(null)));
  });
}
