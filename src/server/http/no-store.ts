import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

/**
 * One person's data and the back office's must never sit in a browser's or a proxy's cache (a
 * shared computer, a CDN): every answer, errors included, since a 403 or 404 still tells what exists.
 */
export function noStore() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const current = c.res.headers.get('Cache-Control');
    if (!current?.includes('no-store')) c.res.headers.set('Cache-Control', 'no-store');
  });
}
