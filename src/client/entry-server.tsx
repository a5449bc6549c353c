import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PageRenderer, PreparedPage } from '@shared/page-renderer';
import { loadLazySections } from './components/lazy-section';
import { pageHandle } from './app/page-handle';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { type SsrData, timelessState } from './app/ssr-data';
import { setApiTransport } from './lib/api-client';
import { DEFAULT_DOCUMENT_TITLE, jsonForScript, type PageMeta, renderHead } from './lib/page-meta';

/**
 * The server's side of the client: renders a public page to HTML with its data, for search
 * engines and a fast first paint; the browser then hydrates it (main.tsx). Built by Vite into
 * dist/ssr and imported by the Node server at start (src/server/web/page-renderer.ts).
 */

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

// Each render answers its API calls through the fetch it was given (the server's own app,
// in-process); concurrent renders never see each other's.
const renderFetch = new AsyncLocalStorage<Fetch>();
setApiTransport((input, init) => {
  const fetchApi = renderFetch.getStore();
  if (!fetchApi) return Promise.reject(new Error('API call outside a page render'));
  return fetchApi(input, init);
});

const handler = createStaticHandler(routes);

export const pageRenderer: PageRenderer = {
  async prepare({ url, siteUrl, fetchApi }): Promise<PreparedPage | undefined> {
    const context = await handler.query(new Request(new URL(url, siteUrl)));
    if (context instanceof Response) return undefined;
    // The page's sections that hydrate when they come into view render here like the rest.
    await loadLazySections();
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    await renderFetch.run(fetchApi, () =>
      Promise.all(
        context.matches.flatMap(
          (match) => pageHandle(match.route).prefetch?.(queryClient, match.params) ?? [],
        ),
      ),
    );
    // Whatever failed is rendered as still loading, as the browser will (it fetches it again).
    queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
    const data: SsrData = { siteUrl, state: timelessState(dehydrate(queryClient)) };
    return {
      status: context.statusCode,
      data: jsonForScript(data),
      modules: [...new Set(context.matches.flatMap((m) => pageHandle(m.route).modules ?? []))],
      render() {
        let meta: PageMeta = { title: DEFAULT_DOCUMENT_TITLE };
        const router = createStaticRouter(handler.dataRoutes, context);
        const html = renderToString(
          <AppProviders
            queryClient={queryClient}
            pageMeta={{ siteUrl, collect: (pageMeta) => (meta = pageMeta) }}
          >
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>,
        );
        queryClient.clear();
        return { html, head: renderHead(meta, siteUrl) };
      },
    };
  },
};
