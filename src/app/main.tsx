import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { RootErrorBoundary } from './components/errors/app-error.tsx';
import './index.css';
import { initI18n } from './lib/i18n.ts';
import { Providers } from './providers.tsx';
import { createRouter } from './router.tsx';

void initI18n();
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RootErrorBoundary>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </RootErrorBoundary>
  </StrictMode>,
);
