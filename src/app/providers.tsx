import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { PageSpinner } from './components/ui/spinner.tsx';
import { AppToaster } from './lib/toast.tsx';

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      <AppToaster />
    </QueryClientProvider>
  );
}
