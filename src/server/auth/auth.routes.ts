import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../db/client';
import { user } from '../db/schema/auth';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../http/client-address';
import { readJsonObject } from '../http/json-body';
import { rateLimit } from '../http/rate-limit';
import type { Auth } from './auth';
import type { Clock } from './clock';
import {
  clearLoginFailures,
  LOCKOUT_MESSAGE,
  lockedForSeconds,
  lockoutKeys,
  recordLoginFailure,
} from './login-lockout';

const HOUR = 3600;

/** Answers in better-auth's own error shape, which the account screens read. */
function authError(status: number, body: Record<string, unknown>, headers?: HeadersInit) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/**
 * better-auth's endpoints under /api/auth, behind database-backed rate limits on everything that
 * sends e-mail or creates accounts, and the login lockout on password sign-in.
 */
export function authRoutes(auth: Auth, db: Db, options: { trustProxy: boolean; clock: Clock }) {
  const app = new Hono<AppEnv>();
  const limit = (name: string, max: number) =>
    rateLimit(db, { name, limit: max, windowSeconds: HOUR }, options);

  app.post('/sign-up/email', limit('sign-up', 10), async (c, next) => {
    // better-auth answers a duplicate sign-up with a fake success to hide which addresses have
    // accounts; the spec wants the visitor told (decision 009), behind the rate limit above.
    const body = await readJsonObject(c.req.raw);
    if (typeof body.email === 'string') {
      const [existing] = await db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, body.email.trim().toLowerCase()));
      if (existing) {
        return authError(422, {
          code: 'USER_ALREADY_EXISTS',
          message: 'Este email já está cadastrado',
        });
      }
    }
    await next();
  });
  app.post('/send-verification-email', limit('resend-verification', 5));
  app.post('/sign-in/magic-link', limit('magic-link', 5));
  app.post('/request-password-reset', limit('password-reset', 5));
  app.post('/reset-password', limit('reset-password', 10));

  app.post('/sign-in/email', async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (typeof body.email !== 'string') return auth.handler(c.req.raw);

    const keys = lockoutKeys(body.email, clientAddress(c, options.trustProxy));
    const now = options.clock.now();
    const locked = await lockedForSeconds(db, keys, now);
    if (locked > 0) {
      return authError(
        429,
        { code: 'ACCOUNT_LOCKED', message: LOCKOUT_MESSAGE, retryAfterSeconds: locked },
        { 'Retry-After': String(locked) },
      );
    }

    const response = await auth.handler(c.req.raw);
    if (response.status === 200) {
      await clearLoginFailures(db, keys);
      return response;
    }
    if (response.status !== 401) return response;

    const left = await recordLoginFailure(db, keys, now);
    if (left === 0) {
      return authError(429, {
        code: 'ACCOUNT_LOCKED',
        message: LOCKOUT_MESSAGE,
        retryAfterSeconds: 15 * 60,
      });
    }
    const failure = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return authError(401, { ...failure, remainingAttempts: left });
  });

  app.on(['GET', 'POST'], '*', (c) => auth.handler(c.req.raw));
  return app;
}
