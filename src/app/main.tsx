import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { RootErrorBoundary } from './components/errors/app-error.tsx';
import './index.css';
import { initI18n } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { Providers } from './providers.tsx';
import { createRouter, preloadPage } from './router.tsx';

// How long a prerendered page waits for what the app needs to replace it in one go.
const PRERENDERED_WAIT_MS = 4000;

const queryClient = createQueryClient();
const page = preloadPage(window.location, queryClient);
const translations = initI18n(page.namespaces);
const router = createRouter();
const container = document.getElementById('root')!;

const root = createRoot(container);
// A transition: React renders the first page in slices of a few milliseconds, not in one long task that
// would hold the phone's main thread (Lighthouse's total blocking time).
const start = () =>
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

// A prerendered page (decision record 026) stays as it is until the page, its translations and its data
// are there, so React replaces it once, with the same page in full, never with a spinner. The app shell
// has nothing to keep: it renders at once.
if (container.firstElementChild) {
  void Promise.race([
    Promise.allSettled([translations, page.ready]),
    new Promise((resolve) => setTimeout(resolve, PRERENDERED_WAIT_MS)),
  ]).then(start);
} else {
  start();
}
