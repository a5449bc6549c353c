import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema/auth';

export const MAX_LOGIN_FAILURES = 3;
export const LOCKOUT_MS = 15 * 60 * 1000;
export const LOCKOUT_MESSAGE = 'Muitas tentativas falharam. Tente novamente em 15 minutos.';

/** One counter for the account and one for the address, so neither can be tried forever. */
export function lockoutKeys(email: string, address: string): string[] {
  return [`account:${email.trim().toLowerCase()}`, `address:${address}`];
}

/** Seconds until every lock on these keys lifts, or 0 when none holds at `now`. */
export async function lockedForSeconds(db: Db, keys: string[], now: Date): Promise<number> {
  const rows = await db.select().from(loginAttempts).where(inArray(loginAttempts.key, keys));
  const until = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/**
 * Counts a failed password for each key in one atomic statement per key (so racing attempts on
 * several instances count correctly); a lock that has run out starts the count again. Returns the
 * attempts left before the lock, 0 meaning the lock has just started.
 */
export async function recordLoginFailure(db: Db, keys: string[], now: Date): Promise<number> {
  const expired = sql`${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} <= ${now}`;
  const failures = sql`case when ${expired} then 1 else ${loginAttempts.failures} + 1 end`;
  const lockUntil = new Date(now.getTime() + LOCKOUT_MS);
  let left = MAX_LOGIN_FAILURES;
  for (const key of keys) {
    const [row] = await db
      .insert(loginAttempts)
      .values({ key, failures: 1, updatedAt: now })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures,
          lockedUntil: sql`case when ${failures} >= ${MAX_LOGIN_FAILURES} then ${lockUntil}::timestamptz when ${expired} then null else ${loginAttempts.lockedUntil} end`,
          updatedAt: now,
        },
      })
      .returning({ failures: loginAttempts.failures });
    left = Math.min(left, Math.max(0, MAX_LOGIN_FAILURES - (row?.failures ?? 1)));
  }
  return left;
}

/** A successful login clears both counters. */
export async function clearLoginFailures(db: Db, keys: string[]): Promise<void> {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, keys));
}
