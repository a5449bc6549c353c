import { Hono } from 'hono';
import type { ApiFetch, PageRenderer } from '@shared/page-renderer';
import { isClientRoute, publicPath } from '@shared/routes';
import type { DataKind } from '../db/data-changes';
import type { AppEnv } from '../http/app-env';
import { type MemoryAnswers, memoryResponse } from '../http/memory-answers';
import type { ChunkLookup } from './chunk-manifest';
import { jsonForHtml, parsePageShell } from './page-shell';
import { type StaticFile, staticFile, staticResponse } from './static-files';

export interface WebOptions {
  /** The site's public address (PUBLIC_URL). */
  siteUrl: string;
  /** The server build of the client; without it every page is rendered in the browser. */
  renderer?: PageRenderer;
  /** Chunks each page's modules need, from the client build's manifest. */
  chunks?: ChunkLookup;
  /** Answers the API calls of a page being rendered, in-process. */
  fetchApi: ApiFetch;
  /** Rendered pages kept in memory while their data is unchanged (decision 031). */
  answers?: MemoryAnswers;
}

/** What the public pages show besides the site's own files: every page reads these. */
const PAGE_KINDS: readonly DataKind[] = ['catalogue', 'settings', 'reviews', 'courses'];

/**
 * Serves the built client: files by path; public pages rendered on the server with their data
 * (then hydrated in the browser); the client-rendered shell for the other pages of the route
 * table; and the same shell with status 404 for anything else, so the client renders its
 * not-found page.
 */
export function webRoutes(files: Map<string, StaticFile>, options: WebOptions) {
  const index = files.get('/index.html');
  if (!index) throw new Error('The client build has no index.html');
  const page = parsePageShell(index.body.toString('utf8'));
  const shell = staticFile(
    '.html',
    Buffer.from(page({ data: jsonForHtml({ siteUrl: options.siteUrl }) })),
  );

  // The last rendering of each public page, with the data it was rendered from: served again
  // while the data is unchanged, so a price edit shows on the next request.
  const rendered = new Map<string, { data: string; file: StaticFile }>();

  async function renderPage(path: string, requestId: string): Promise<StaticFile | undefined> {
    const { renderer } = options;
    if (!renderer) return undefined;
    const prepared = await renderer.prepare({
      url: path,
      siteUrl: options.siteUrl,
      fetchApi: (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('x-request-id', requestId);
        return options.fetchApi(input, { ...init, headers });
      },
    });
    if (!prepared || prepared.status !== 200) return undefined;
    const cached = rendered.get(path);
    if (cached?.data === prepared.data) return cached.file;
    const { html, head } = prepared.render();
    const preload = options.chunks?.(prepared.modules) ?? [];
    const file = staticFile(
      '.html',
      Buffer.from(page({ head, html, data: prepared.data, preload })),
      {
        fast: true,
      },
    );
    rendered.set(path, { data: prepared.data, file });
    return file;
  }

  const app = new Hono<AppEnv>();
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const request = {
      acceptEncoding: c.req.header('accept-encoding'),
      ifNoneMatch: c.req.header('if-none-match'),
      head: c.req.method === 'HEAD',
    };
    const file = c.req.path === '/index.html' ? undefined : files.get(c.req.path);
    if (file) return staticResponse(file, request);
    if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    const path = publicPath(c.req.path);
    if (path) {
      const { answers } = options;
      const kept = answers?.get(path);
      if (kept) return memoryResponse(kept, request);
      const stamp = answers?.versions.stamp(PAGE_KINDS);
      try {
        const renderedPage = await renderPage(path, c.var.requestId);
        if (renderedPage) {
          if (answers && stamp && path === c.req.path) {
            answers.set(path, {
              file: renderedPage,
              cacheControl: 'no-cache',
              stamp,
              from: answers.now(),
              until: Number.POSITIVE_INFINITY,
            });
          }
          return staticResponse(renderedPage, request);
        }
      } catch (err) {
        // The browser can still render the page itself: a rendering fault never takes it down.
        c.var.log.error({ err, path }, 'server rendering failed; sent the client shell');
      }
    }
    if (isClientRoute(c.req.path)) return staticResponse(shell, request);
    return staticResponse(shell, request, 404);
  });
  return app;
}
