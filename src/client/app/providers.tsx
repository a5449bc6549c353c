import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { markAppStarted } from '@client/components/lazy-section';
import { replayEarlyEvents } from '@client/lib/early-events';
import { LazyToaster } from '@client/lib/toast';
import { PageMetaContext, type PageMetaTarget } from '@client/lib/use-page-meta';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/**
 * Once React has taken over the server's HTML: replays the clicks and keys the early-events script
 * held meanwhile (decision 030), and marks the document (tests wait for it). Sections hydrated
 * later replay their own.
 */
function useHydratedMarker() {
  useEffect(() => {
    markAppStarted();
    replayEarlyEvents();
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

/**
 * What every page sits in, the same on the server and in the browser (so hydration matches):
 * the query cache, where page metadata goes, and the router given as `children`.
 */
export function AppProviders({
  queryClient,
  pageMeta,
  children,
}: {
  queryClient: QueryClient;
  pageMeta: PageMetaTarget;
  children: ReactNode;
}) {
  useHydratedMarker();
  return (
    <QueryClientProvider client={queryClient}>
      <PageMetaContext.Provider value={pageMeta}>{children}</PageMetaContext.Provider>
      {/* Inside the top 6rem the dialogs leave free, so a toast never covers a dialog's title. */}
      <LazyToaster position="top-center" offset={12} mobileOffset={12} richColors closeButton />
    </QueryClientProvider>
  );
}
