import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

/**
 * One person's data and the back office's must never sit in a browser's or a proxy's cache (a
 * shared computer, a CDN): every answer, errors included, since a 403 or 404 still tells what exists.
 */
export function noStore() {
  return createMiddleware<AppEnv>(async (c, next) => {
    // Set before the handler so every answer built through the context carries it; an answer
    // built otherwise is copied with it added. Setting it on the finished answer's headers is not
    // enough: under @hono/node-server's own Response class such a change never reaches the wire.
    c.header('Cache-Control', 'no-store');
    await next();
    if (c.res.headers.get('Cache-Control')?.includes('no-store')) return;
    const headers = new Headers(c.res.headers);
    headers.set('Cache-Control', 'no-store');
    c.res = new Response(c.res.body, {
      status: c.res.status,
      statusText: c.res.statusText,
      headers,
    });
  });
}
