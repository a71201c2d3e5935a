import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { forgetEndedSession } from '../features/auth/shell';

// The toasts' host loads after the first page, outside its script (lib/notify.ts says why).
const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

/** docs/product.md §9: one retry, no refetch when the window regains focus. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => forgetEndedSession(client, error) }),
    mutationCache: new MutationCache({ onError: (error) => forgetEndedSession(client, error) }),
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client; the app makes one per page load. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <Suspense fallback={null}>
        <Toaster richColors closeButton position="top-center" theme="system" />
      </Suspense>
    </QueryClientProvider>
  );
}
