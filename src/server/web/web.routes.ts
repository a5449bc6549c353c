import { Hono } from 'hono';
import { isClientRoute } from '@shared/routes';
import type { AppEnv } from '../http/app-env';
import { type StaticFile, staticResponse } from './static-files';

/**
 * Serves the built client: files by path, the SPA shell for every page of the route table, and
 * the same shell with status 404 for anything else, so the client renders its not-found page.
 */
export function webRoutes(files: Map<string, StaticFile>) {
  const shell = files.get('/index.html');
  if (!shell) throw new Error('The client build has no index.html');
  const app = new Hono<AppEnv>();
  app.on(['GET', 'HEAD'], '*', (c) => {
    const request = {
      acceptEncoding: c.req.header('accept-encoding'),
      ifNoneMatch: c.req.header('if-none-match'),
      head: c.req.method === 'HEAD',
    };
    const file = c.req.path === '/index.html' ? undefined : files.get(c.req.path);
    if (file) return staticResponse(file, request);
    if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    if (isClientRoute(c.req.path)) return staticResponse(shell, request);
    return staticResponse(shell, request, 404);
  });
  return app;
}
