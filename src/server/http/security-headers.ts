import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

/**
 * No third-party script can run, and no inline one but the early-events script (decision 030),
 * allowed by its hash: the build stops when this hash is not the script's (vite.config.ts). Styles
 * allow inline because the toast library and React style props set them at run time.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'sha256-JpSmFxjTi7ay1RODaieurpn2MgPIu/1SCjD2skq5KFs='",
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

const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', PERMISSIONS_POLICY],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];
const HSTS = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const;
const WITH_HSTS = [...SECURITY_HEADERS, HSTS];

export interface SecurityOptions {
  publicUrl: string;
  trustProxy: boolean;
}

/**
 * The headers every response carries, for a request that came over https (or through a trusted
 * proxy that says so) or not; HSTS only when the site is served over https.
 */
export function securityHeadersFor(options: SecurityOptions) {
  const httpsSite = options.publicUrl.startsWith('https://');
  return (request: { forwardedProto: string | undefined; https: boolean }) =>
    httpsSite || request.https || (options.trustProxy && request.forwardedProto === 'https')
      ? WITH_HSTS
      : SECURITY_HEADERS;
}

export function securityHeaders(options: SecurityOptions) {
  const headersFor = securityHeadersFor(options);
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const headers = c.res.headers;
    const list = headersFor({
      forwardedProto: c.req.header('x-forwarded-proto'),
      https: c.req.url.startsWith('https:'),
    });
    for (const [name, value] of list) headers.set(name, value);
  });
}
