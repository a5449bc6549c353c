import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { ApiError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for state-changing API calls, on top of SameSite=Lax cookies:
 * a browser names the page that sent a request (Origin, Sec-Fetch-Site), and only this site's own
 * pages may change anything. Requests without either header are not from a browser page (curl,
 * payment webhooks, the CLI) and carry no ambient cookie risk.
 */
export function sameOriginWrites(options: { publicUrl: string; trustProxy: boolean }) {
  const publicOrigin = new URL(options.publicUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    if (fetchSite === 'cross-site') throw forbidden();
    if (origin && origin !== 'null') {
      const host = (options.trustProxy && c.req.header('x-forwarded-host')) || c.req.header('host');
      const sameHost = host ? [`http://${host}`, `https://${host}`].includes(origin) : false;
      if (origin !== publicOrigin && !sameHost) throw forbidden();
    } else if (origin === 'null') {
      throw forbidden();
    }
    return next();
  });
}

const forbidden = () =>
  new ApiError(403, 'cross_site_request', 'This request must come from the salon’s own website.');
