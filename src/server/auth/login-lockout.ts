import { and, inArray, like, lt, sql } from 'drizzle-orm';
import { normaliseEmail } from '@shared/email-pattern';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema/auth';

export const MAX_LOGIN_FAILURES = 3;
export const LOCKOUT_SECONDS = 15 * 60;
export const LOCKOUT_MESSAGE = 'Muitas tentativas falharam. Tente novamente em 15 minutos.';
/** Failures one address may make in an hour, whatever the accounts tried. */
export const ADDRESS_FAILURES_PER_HOUR = 10;
/** Failures one account may take in an hour from browsers it has never signed in on. */
export const ACCOUNT_FAILURES_PER_HOUR = 20;

const LOCKOUT_MS = LOCKOUT_SECONDS * 1000;
const HOUR_MS = 60 * 60 * 1000;
const HOURLY_PREFIX = 'hourly-';

/**
 * One failure counter. A `perLock` counter starts again when its lock has run out (3 failures,
 * 15 minutes, then 3 more); an hourly counter keeps counting to the end of its hour, so every
 * failure past its limit locks again.
 */
export interface Counter {
  key: string;
  limit: number;
  kind: 'perLock' | 'hourly';
}

export interface SignInAttempt {
  email: string;
  address: string;
  /** The nonce of this browser's known-device cookie, when it is valid for this account. */
  knownDevice?: string | null;
}

export interface LockoutPlan {
  /** The counters whose lock refuses this attempt. */
  checked: Counter[];
  /** Also the hourly counters of the previous hour, whose 15-minute lock may still hold. */
  lockKeys: string[];
  /** The counters a wrong password adds to. */
  counted: Counter[];
  /** What a right password clears: only this account's own counters, never an address's. */
  clearedOnSuccess: string[];
}

/**
 * The rule of decision 020. A browser known to the account answers only to its own counter, so a
 * stranger cannot lock the owner out of it; any other browser answers to the account's count at
 * this address (people sharing an address keep their own counts), and to hourly ceilings per
 * address and per account, so neither one address nor many can go on guessing.
 */
export function lockoutPlan(attempt: SignInAttempt, now: Date): LockoutPlan {
  const email = normaliseEmail(attempt.email);
  const hour = Math.floor(now.getTime() / HOUR_MS);
  const atAddress: Counter = {
    key: `account-at-address:${attempt.address}|${email}`,
    limit: MAX_LOGIN_FAILURES,
    kind: 'perLock',
  };
  if (attempt.knownDevice) {
    const device: Counter = {
      key: `device:${attempt.knownDevice}`,
      limit: MAX_LOGIN_FAILURES,
      kind: 'perLock',
    };
    // The device's failures still count at its address, so a fresh browser there cannot carry on
    // where the device was stopped.
    return {
      checked: [device],
      lockKeys: [device.key],
      counted: [device, atAddress],
      clearedOnSuccess: [device.key, atAddress.key],
    };
  }
  const hourly = (scope: string, limit: number, at: number): Counter => ({
    key: `${HOURLY_PREFIX}${scope}@${at}`,
    limit,
    kind: 'hourly',
  });
  const addressHourly = (at: number) =>
    hourly(`address:${attempt.address}`, ADDRESS_FAILURES_PER_HOUR, at);
  const accountHourly = (at: number) => hourly(`account:${email}`, ACCOUNT_FAILURES_PER_HOUR, at);
  const counted = [atAddress, addressHourly(hour), accountHourly(hour)];
  return {
    checked: counted,
    lockKeys: [
      ...counted.map((counter) => counter.key),
      addressHourly(hour - 1).key,
      accountHourly(hour - 1).key,
    ],
    counted,
    clearedOnSuccess: [atAddress.key],
  };
}

/** Seconds until every lock on these keys lifts, or 0 when none holds at `now`. */
export async function lockedForSeconds(db: Db, keys: string[], now: Date): Promise<number> {
  const rows = await db.select().from(loginAttempts).where(inArray(loginAttempts.key, keys));
  const until = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/**
 * Counts a failed password on each counter in one atomic statement per key (so racing attempts on
 * several instances count correctly). Returns the attempts left before a lock among the counters
 * that guard this browser, 0 meaning a lock has just started.
 */
export async function recordLoginFailure(db: Db, plan: LockoutPlan, now: Date): Promise<number> {
  const expired = sql`${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} <= ${now}`;
  const lockUntil = new Date(now.getTime() + LOCKOUT_MS);
  const checked = new Set(plan.checked.map((counter) => counter.key));
  let left = Number.POSITIVE_INFINITY;
  for (const counter of plan.counted) {
    const failures =
      counter.kind === 'perLock'
        ? sql`case when ${expired} then 1 else ${loginAttempts.failures} + 1 end`
        : sql`${loginAttempts.failures} + 1`;
    const [row] = await db
      .insert(loginAttempts)
      .values({ key: counter.key, failures: 1, updatedAt: now })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures,
          lockedUntil: sql`case when ${failures} >= ${counter.limit} then ${lockUntil}::timestamptz when ${expired} then null else ${loginAttempts.lockedUntil} end`,
          updatedAt: now,
        },
      })
      .returning({ failures: loginAttempts.failures });
    if (checked.has(counter.key)) {
      left = Math.min(left, Math.max(0, counter.limit - (row?.failures ?? 1)));
    }
  }
  await forgetPastHours(db, now);
  return Number.isFinite(left) ? left : MAX_LOGIN_FAILURES;
}

/** Hourly counters are worth nothing once their hour and its last lock are over. */
async function forgetPastHours(db: Db, now: Date): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(
      and(
        like(loginAttempts.key, `${HOURLY_PREFIX}%`),
        lt(loginAttempts.updatedAt, new Date(now.getTime() - 2 * HOUR_MS)),
      ),
    );
}

/** A right password clears the signed-in account's own counters named by the plan. */
export async function clearLoginFailures(db: Db, plan: LockoutPlan): Promise<void> {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, plan.clearedOnSuccess));
}
