import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

/**
 * No inline or third-party script can run (the build emits only hashed files from this origin);
 * styles allow inline because the toast library and React style props set them at run time.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/** The headers every response carries; HSTS only when the site is served over https. */
export function securityHeaders(options: { publicUrl: string; trustProxy: boolean }) {
  const httpsSite = options.publicUrl.startsWith('https://');
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    const forwardedHttps = options.trustProxy && c.req.header('x-forwarded-proto') === 'https';
    if (httpsSite || forwardedHttps || new URL(c.req.url).protocol === 'https:')
      headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}
