// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '#shared/limits';
import { QueryClient } from '@tanstack/react-query';
import { createRoutes } from '#app/router.tsx';
import { renderWithApp } from '#app/test/render.tsx';
import { AppError, RootErrorBoundary } from './app-error.tsx';

afterEach(cleanup);

function Broken(): never {
  throw new Error('render failed');
}

describe('the root error boundary', () => {
  it.each([
    ['ko', '문제가 발생했습니다', '페이지 새로 고침'],
    ['es', 'Algo salió mal', 'Recargar la página'],
    ['en', 'Something went wrong', 'Reload the page'],
  ] as [Language, string, string][])(
    'shows a page that fails to render as a friendly %s page with a reload button',
    async (language, title, reload) => {
      // React reports the caught error on the console; here that is the point, not a bug.
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      await renderWithApp(
        <RootErrorBoundary>
          <Broken />
        </RootErrorBoundary>,
        { language },
      );
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getByRole('button', { name: reload })).toBeTruthy();
      expect(logged.mock.calls.flat().some((arg) => String(arg).includes('render failed'))).toBe(true);
    },
  );

  it('is what every top-level route shows when one of its pages throws', () => {
    const routes = createRoutes({ queryClient: new QueryClient(), firstDataWait: () => undefined });
    for (const route of routes) expect(route.errorElement).toEqual(<AppError />);
  });
});
