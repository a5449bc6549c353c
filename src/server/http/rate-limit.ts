import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Clock } from '../auth/clock';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/rate-limits';
import type { AppEnv } from './app-env';
import { clientAddress } from './client-address';
import { ApiError } from './errors';

export interface RateLimitRule {
  /** Names the counter, e.g. 'contact'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit for `key` in a fixed window, in the database so the count is shared by every app
 * instance, and answers whether the hit is still within the limit. The window is measured with the
 * app's clock, not the database's now(): inside one transaction now() never moves, and tests move
 * the app's clock to let a window expire.
 */
export async function hitRateLimit(db: Db, rule: RateLimitRule, key: string, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${rateLimits.windowStartedAt} <= ${at} - make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `${rule.name}:${key}`, windowStartedAt: at, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${at} else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      retryAfter: sql<number>`ceil(extract(epoch from ${rateLimits.windowStartedAt} + make_interval(secs => ${rule.windowSeconds}) - ${at}))::int`,
    });
  return {
    allowed: (row?.hits ?? 0) <= rule.limit,
    retryAfterSeconds: Math.max(1, row?.retryAfter ?? 1),
  };
}

/**
 * Counts one hit for an account (or any key the caller names) and refuses it past the rule with
 * 429, Retry-After and `message`: for routes whose cost is per person, not per address.
 */
export async function refuseOverLimit(
  c: Context,
  db: Db,
  rule: RateLimitRule,
  key: string,
  options: { now: Date; message: string },
) {
  const result = await hitRateLimit(db, rule, key, options.now);
  if (!result.allowed) {
    c.header('Retry-After', String(result.retryAfterSeconds));
    throw new ApiError(429, 'rate_limited', options.message);
  }
}

export interface RateLimitOptions {
  /** How many proxies in front of the server write X-Forwarded-For (TRUST_PROXY). */
  trustProxy: boolean | number;
  clock: Clock;
}

/** Refuses a client address that exceeds the rule with 429 and Retry-After. */
export function rateLimit(db: Db, rule: RateLimitRule, options: RateLimitOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const address = clientAddress(c, options.trustProxy);
    const result = await hitRateLimit(db, rule, address, options.clock.now());
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfterSeconds));
      throw new ApiError(429, 'rate_limited', 'Too many requests. Please try again later.');
    }
    await next();
  });
}
