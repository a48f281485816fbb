import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { PageSpinner } from './components/ui/spinner.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { AppToaster } from './lib/toast.tsx';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      <AppToaster />
    </QueryClientProvider>
  );
}
