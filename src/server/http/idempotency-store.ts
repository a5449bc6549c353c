import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/idempotency';

/** How long a key is remembered: a client's own retries come within seconds, a user's within hours. */
export const KEY_LIFETIME_MS = 24 * 60 * 60_000;
/**
 * How long a run holds its key before another may take it over. A run that died (its instance
 * killed) left nothing committed that its answer is not committed with, so taking over is safe;
 * a run merely slow keeps nothing once taken over (its token no longer matches, and its write rolls
 * back with the refused keep).
 */
export const RUN_LEASE_MS = 30_000;
/** Rows the clean-up deletes per round (every 15 s): far more than a salon's writes. */
const PURGE_BATCH = 1000;

/** The run that holds a key: its row and its own token. */
export interface KeyClaim {
  id: string;
  attempt: string;
}

/** A first answer as kept: replayed byte for byte. */
export interface KeptAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

export interface KeyRequest {
  caller: string;
  accountId: string | null;
  route: string;
  key: string;
  fingerprint: string;
}

export type ClaimOutcome =
  | { kind: 'claimed'; claim: KeyClaim }
  | { kind: 'replay'; answer: KeptAnswer }
  | { kind: 'running' }
  | { kind: 'mismatch' };

/**
 * Takes the key for a new run, or says what became of an earlier one: its answer (same request),
 * a refusal (another request under the same key), or that it is still running. The row is
 * committed at once, so a second request with the key sees it while the first is running.
 */
export async function claimKey(db: Db, request: KeyRequest, now: Date): Promise<ClaimOutcome> {
  const attempt = randomUUID();
  const run = { attempt, lockedUntil: new Date(now.getTime() + RUN_LEASE_MS) };
  const fresh = {
    ...run,
    fingerprint: request.fingerprint,
    accountId: request.accountId,
    status: null,
    body: null,
    headers: null,
    about: [],
    createdAt: now,
    expiresAt: new Date(now.getTime() + KEY_LIFETIME_MS),
  };
  const claimed = (id: string): ClaimOutcome => ({ kind: 'claimed', claim: { id, attempt } });
  // A row can vanish or change between the statements (purged, released, taken over): look again.
  for (let tries = 0; tries < 3; tries++) {
    const [inserted] = await db
      .insert(idempotencyKeys)
      .values({ ...fresh, caller: request.caller, route: request.route, key: request.key })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (inserted) return claimed(inserted.id);
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.caller, request.caller),
          eq(idempotencyKeys.route, request.route),
          eq(idempotencyKeys.key, request.key),
        ),
      );
    if (!row) continue;
    const sameRun = and(eq(idempotencyKeys.id, row.id), eq(idempotencyKeys.attempt, row.attempt));
    if (row.expiresAt <= now) {
      // Forgotten: the key starts afresh, whatever it was used for before.
      const [taken] = await db
        .update(idempotencyKeys)
        .set(fresh)
        .where(sameRun)
        .returning({ id: idempotencyKeys.id });
      if (taken) return claimed(taken.id);
      continue;
    }
    if (row.fingerprint !== request.fingerprint) return { kind: 'mismatch' };
    if (row.status !== null)
      return {
        kind: 'replay',
        answer: { status: row.status, body: row.body ?? '', headers: row.headers ?? {} },
      };
    if (row.lockedUntil > now) return { kind: 'running' };
    // The run holding it is past its lease without an answer: it died before its write committed.
    const [taken] = await db
      .update(idempotencyKeys)
      .set(run)
      .where(and(sameRun, isNull(idempotencyKeys.status)))
      .returning({ id: idempotencyKeys.id });
    if (taken) return claimed(taken.id);
  }
  return { kind: 'running' };
}

/**
 * Keeps a run's answer, in the transaction of its write when `db` is that transaction. False when
 * the run no longer holds the key (taken over after its lease, or already answered).
 */
export async function keepAnswer(
  db: Db,
  claim: KeyClaim,
  answer: KeptAnswer,
  about: readonly (string | null | undefined)[],
): Promise<boolean> {
  const [kept] = await db
    .update(idempotencyKeys)
    .set({
      status: answer.status,
      body: answer.body,
      headers: answer.headers,
      about: [...new Set(about.filter((id): id is string => !!id))],
    })
    .where(
      and(
        eq(idempotencyKeys.id, claim.id),
        eq(idempotencyKeys.attempt, claim.attempt),
        isNull(idempotencyKeys.status),
      ),
    )
    .returning({ id: idempotencyKeys.id });
  return Boolean(kept);
}

/** A run that wrote nothing gives its key back: a retry runs again. A kept answer stays. */
export async function releaseKey(db: Db, claim: KeyClaim): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.id, claim.id),
        eq(idempotencyKeys.attempt, claim.attempt),
        isNull(idempotencyKeys.status),
      ),
    );
}

/** The scheduled clean-up: keys past their lifetime are deleted, oldest first, a batch a round. */
export async function purgeExpiredKeys(db: Db, now: Date): Promise<number> {
  const expired = db
    .select({ id: idempotencyKeys.id })
    .from(idempotencyKeys)
    .where(lte(idempotencyKeys.expiresAt, now))
    .orderBy(idempotencyKeys.expiresAt)
    .limit(PURGE_BATCH);
  const deleted = await db
    .delete(idempotencyKeys)
    .where(inArray(idempotencyKeys.id, expired))
    .returning({ id: idempotencyKeys.id });
  return deleted.length;
}
