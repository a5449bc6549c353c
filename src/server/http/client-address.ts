import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

/** TRUST_PROXY as a number of proxies: `true` is one, `false` none. */
export const proxyHopsOf = (trustProxy: boolean | number): number =>
  trustProxy === true ? 1 : trustProxy === false ? 0 : trustProxy;

/**
 * The header better-auth reads the client's address from (session rows): the app writes it on
 * every request from the address computed here, replacing anything a client sent, so the library
 * and our own limits never disagree.
 */
export const CLIENT_ADDRESS_HEADER = 'x-aurora-client-address';

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // a request that never crossed a socket (an in-process page's API call)
  }
}

/**
 * The visitor's address: the socket's peer, or, behind `hops` trusted proxies, the address the
 * outermost of them saw. Each proxy appends the address it received the request from to
 * X-Forwarded-For, so only the last `hops` entries were written by proxies; everything to their
 * left came from the client, who can write anything there.
 */
export function addressBehindProxies(
  forwardedFor: string | undefined,
  peer: string,
  hops: number,
): string {
  if (hops === 0) return peer;
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return peer;
  // Fewer entries than proxies: the request skipped the outer ones; the first entry is still one
  // a proxy of ours wrote.
  return entries[Math.max(0, entries.length - hops)]!;
}

/** Works the address out once per request, before any route or limit reads it. */
export function resolveClientAddress(trustProxy: boolean | number) {
  const hops = proxyHopsOf(trustProxy);
  return createMiddleware<AppEnv>(async (c, next) => {
    const address = addressBehindProxies(c.req.header('x-forwarded-for'), socketAddress(c), hops);
    c.set('clientAddress', address);
    // For better-auth's own limits, on its routes only: the other routes read `clientAddress`, and
    // building the request's Headers object for every request costs what most reads need not pay.
    if (c.req.path.startsWith('/api/auth/')) c.req.raw.headers.set(CLIENT_ADDRESS_HEADER, address);
    await next();
  });
}

/**
 * The visitor's address as `resolveClientAddress` found it; a route used outside the app (no such
 * middleware) works it out from `trustProxy` itself.
 */
export function clientAddress(c: Context, trustProxy: boolean | number): string {
  const resolved: unknown = c.get('clientAddress');
  if (typeof resolved === 'string') return resolved;
  return addressBehindProxies(
    c.req.header('x-forwarded-for'),
    socketAddress(c),
    proxyHopsOf(trustProxy),
  );
}
