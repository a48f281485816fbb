import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { RootErrorBoundary } from './components/errors/app-error.tsx';
import './index.css';
import { initI18n } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { Providers } from './providers.tsx';
import { createRouter, createRoutes, pageNamespaces } from './router.tsx';

// How long a prerendered page waits for what the app needs to replace it in one go.
const PRERENDERED_WAIT_MS = 4000;

const container = document.getElementById('root')!;
// A prerendered page (decision record 026) stays as it is until the page's code, its translations and its data
// are there, so React replaces it once, with the same page in full, never with a spinner. The app shell has
// nothing to keep: it waits for the page's code only, and the page shows its own loading state.
const prerendered = container.firstElementChild !== null;
const deadline = new Promise((resolve) => setTimeout(resolve, PRERENDERED_WAIT_MS));
let opening = prerendered;

const queryClient = createQueryClient();
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

const root = createRoot(container);
// A transition: React renders the first page in slices of a few milliseconds, not in one long task that
// would hold the phone's main thread (Lighthouse's total blocking time).
const start = () => {
  opening = false;
  startTransition(() =>
    root.render(
      <StrictMode>
        <RootErrorBoundary>
          <Providers queryClient={queryClient}>
            <RouterProvider router={router} />
          </Providers>
        </RootErrorBoundary>
      </StrictMode>,
    ),
  );
};

const translated = prerendered ? Promise.race([translations, deadline]).catch(() => {}) : undefined;
void Promise.all([pageReady, translated]).then(start);
