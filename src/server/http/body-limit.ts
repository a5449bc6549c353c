import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { ApiError } from './errors';

export interface LargerBodyRoute {
  method: string;
  /** Matched against the request's full path (e.g. /api/admin/courses/…/materials). */
  path: RegExp;
  maxBytes: number;
}

/**
 * One small body limit for the whole API, and larger ones only for the few routes that take
 * uploads, which name themselves here (the limit must wrap the body before any route reads it).
 */
export function apiBodyLimit(defaultMaxBytes: number, larger: LargerBodyRoute[] = []) {
  const limit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new ApiError(413, 'payload_too_large', 'The request is too large.');
      },
    });
  const fallback = limit(defaultMaxBytes);
  const routes = larger.map((route) => ({ ...route, middleware: limit(route.maxBytes) }));
  return createMiddleware<AppEnv>((c, next) => {
    // A GET or HEAD has no body any route reads; looking for one would build the full Request
    // object that @hono/node-server otherwise never needs (measured: about a tenth of a read's cost).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const route = routes.find((r) => r.method === c.req.method && r.path.test(c.req.path));
    return (route?.middleware ?? fallback)(c, next);
  });
}
