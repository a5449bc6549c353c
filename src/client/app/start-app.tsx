import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { wakeLazySections } from '@client/components/lazy-section';
import { AppProviders, createQueryClient } from './providers';
import { routes } from './routes';
import { readSsrData, stateAsOf } from './ssr-data';

/**
 * Loads the code of the routes that match the address, so the first render shows the same page
 * the server rendered (rather than an empty fallback while a lazy route loads).
 */
async function loadMatchedRoutes(table: RouteObject[]) {
  const matches = matchRoutes(table, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const properties = await route.lazy();
      Object.assign(route, { ...properties, lazy: undefined });
    }),
  );
}

/** Renders the app into #root, or hydrates the server's rendering of it. */
export async function startApp() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const ssr = readSsrData();
  const queryClient = createQueryClient();
  const serverRendered = ssr?.state !== undefined;
  if (ssr?.state) hydrate(queryClient, stateAsOf(ssr.state, Date.now()));
  // Also for pages rendered here: no empty fallback shows while the page's code loads.
  await loadMatchedRoutes(routes);
  const router = createBrowserRouter(routes);
  // Sections still showing the server's HTML hydrate before the next page renders (decision 030).
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') wakeLazySections();
  });
  const app = (
    <StrictMode>
      <AppProviders
        queryClient={queryClient}
        pageMeta={{ siteUrl: ssr?.siteUrl ?? window.location.origin }}
      >
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (serverRendered) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
