import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next, { type Resource } from 'i18next';
import { type ReactElement, StrictMode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { I18N_NAMESPACES, LANGUAGES, type Language } from '#shared/limits';
import { createQueryClient } from '#app/lib/query-client.ts';

function loadResources(): Resource {
  const resources: Resource = {};
  for (const lng of LANGUAGES) {
    resources[lng] = {};
    for (const ns of I18N_NAMESPACES) {
      resources[lng][ns] = JSON.parse(readFileSync(path.resolve('public/locales', lng, `${ns}.json`), 'utf8'));
    }
  }
  return resources;
}

/**
 * Renders with the real translation files, a router and a fresh query client; `strict` as main.tsx does, under
 * StrictMode, whose double effects (development builds only) React applies only when it wraps the whole tree.
 */
export async function renderWithApp(
  ui: ReactElement,
  { language = 'en', route = '/', strict = false }: { language?: Language; route?: string; strict?: boolean } = {},
) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'ko',
    resources: loadResources(),
    ns: [...I18N_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  const queryClient = createQueryClient();
  const tree = (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...result, i18n, queryClient };
}
