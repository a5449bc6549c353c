import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The "known device" cookie (decision 020): a browser that has signed in to an account carries a
 * signed token naming that account, so its failed passwords count on a key of its own and a
 * stranger's failures elsewhere never lock it out. Only the server reads it (httpOnly), only the
 * auth endpoints receive it (its path), and its signature stops anyone minting one for an account.
 */
export const KNOWN_DEVICE_COOKIE = 'aurora.known_device';
export const KNOWN_DEVICE_PATH = '/api/auth';
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export interface KnownDevice {
  userId: string;
  /** Random per sign-in: names this device's failure counter. */
  nonce: string;
}

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`known-device:${payload}`).digest();
}

/** A fresh cookie value for `userId` on this browser. */
export function knownDeviceToken(secret: string, userId: string): string {
  const payload = `${userId}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The device a cookie value names, or null when it is missing, malformed or not signed by us. */
export function readKnownDevice(secret: string, token: string | undefined): KnownDevice | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userId, nonce, signed] = parts as [string, string, string];
  if (!userId || !nonce) return null;
  const expected = signature(secret, `${userId}.${nonce}`);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, nonce };
}
