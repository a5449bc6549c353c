import { paths } from '@shared/routes';

const BASE = 'https://salon.invalid';

/**
 * The `?redirect=` target, only when it is a path on this site (starting with a single '/'):
 * anything else, including other origins, protocol-relative URLs and the auth page itself, gives
 * the fallback. Keeps the sign-in page from being an open redirect.
 */
export function safeRedirect(value: string | null | undefined, fallback: string = paths.home) {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return fallback;
  }
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE || url.pathname === paths.auth) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
