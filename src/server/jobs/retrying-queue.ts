import { and, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { mailQueue } from '../db/schema/mail';
import type { smsQueue } from '../db/schema/reminders';
import type { Logger } from '../logger';

/**
 * How the outgoing queues (mail, decision 007, and SMS) claim and retry: rows are claimed in one
 * statement (SKIP LOCKED, with a lease that lapses if this instance dies mid-send) and sent outside
 * any transaction, so several instances can send side by side and a slow provider never holds a
 * database lock; a failure is retried with a back-off, then marked failed. Every time is the app's
 * clock's, passed in, which tests move.
 */
export const MAX_ATTEMPTS = 6;

/** Seconds before the next try after `attempts` failures: 30 s, 1 min, 2 min, 4 min, 8 min. */
export function retryDelaySeconds(attempts: number): number {
  return 30 * 2 ** Math.max(0, attempts - 1);
}

/** The queues' tables, which share the columns this module reads and writes. */
export type QueueTable = typeof mailQueue | typeof smsQueue;

// Statements are built on the mail queue's type: the SMS queue has the same columns under the
// same names, and drizzle builds them from the table object it is given.
const asMail = (table: QueueTable) => table as typeof mailQueue;
const asMailSet = <T extends QueueTable>(set: PgUpdateSetSource<T> | void | undefined) =>
  set as PgUpdateSetSource<typeof mailQueue> | undefined;

const at = (now: Date, ms: number) => new Date(now.getTime() + ms);

/**
 * Rows that wait to be sent at `now`: never tried (queued to go at once, whatever the app's clock
 * says: a test clock moved back must not hold new mail, whose queueing time is the database's),
 * due for a retry, or claimed by an instance whose lease lapsed.
 */
export function waitingAt(table: QueueTable, now: Date): SQL {
  const t = asMail(table);
  return or(
    and(eq(t.status, 'pending'), or(eq(t.attempts, 0), lte(t.nextAttemptAt, now))),
    and(eq(t.status, 'sending'), lte(t.lockedUntil, now)),
  )!;
}

export interface ClaimOptions {
  now: Date;
  batchSize: number;
  leaseMs: number;
  /** What else a waiting row must be to be sent now. */
  where?: SQL;
  /** Which waiting rows go first. */
  orderBy: SQL[];
}

/** Claims up to `batchSize` waiting rows for this instance, counting the attempt. */
export async function claimWaiting<T extends QueueTable>(
  db: Db,
  table: T,
  { now, batchSize, leaseMs, where, orderBy }: ClaimOptions,
): Promise<T['$inferSelect'][]> {
  const t = asMail(table);
  const due = db
    .select({ id: t.id })
    .from(t)
    .where(and(waitingAt(table, now), where))
    .orderBy(...orderBy)
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(t)
    .set({ status: 'sending', attempts: sql`${t.attempts} + 1`, lockedUntil: at(now, leaseMs) })
    .where(inArray(t.id, due))
    .returning() as Promise<T['$inferSelect'][]>;
}

export interface SendOptions<T extends QueueTable> {
  db: Db;
  table: T;
  logger: Logger;
  /** The app clock's time, read as each message is sent. */
  now: () => Date;
  /** How many are sent at once. */
  concurrency?: number;
  /** Renews the lease of a message being sent, so a slow provider never lets another instance send it again. */
  renewLease?: { leaseMs: number; failed: string };
  send(row: T['$inferSelect']): Promise<PgUpdateSetSource<T> | void>;
  /** What is written beside the failure when the queue gives up on a message. */
  onGiveUp?: PgUpdateSetSource<T>;
  /** The log line of a failure: its fields and its words when retried / given up. */
  failure(row: T['$inferSelect']): { fields: object; retry: string; giveUp: string };
}

/** Sends the claimed rows and records each outcome: sent, retried later, or failed for good. */
export async function sendClaimed<T extends QueueTable>(
  claimed: T['$inferSelect'][],
  options: SendOptions<T>,
): Promise<{ sent: number; failed: number }> {
  const { db, logger, now, renewLease } = options;
  const t = asMail(options.table);
  let sent = 0;
  let failed = 0;
  // This claim's own row: a message whose lease lapsed and was claimed again is the other's now.
  const ours = (row: T['$inferSelect']) =>
    and(eq(t.id, row.id), eq(t.status, 'sending'), eq(t.attempts, row.attempts));
  const sendOne = async (row: T['$inferSelect']) => {
    const renewal =
      renewLease &&
      setInterval(() => {
        db.update(t)
          .set({ lockedUntil: at(now(), renewLease.leaseMs) })
          .where(ours(row))
          .catch((err: unknown) => logger.warn({ err, id: row.id }, renewLease.failed));
      }, renewLease.leaseMs / 3);
    try {
      const written = await options.send(row);
      clearInterval(renewal);
      await db
        .update(t)
        .set({
          status: 'sent',
          sentAt: now(),
          lockedUntil: null,
          lastError: null,
          ...asMailSet(written),
        })
        .where(ours(row));
      sent += 1;
    } catch (err) {
      clearInterval(renewal);
      failed += 1;
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      const error = err instanceof Error ? err.message : String(err);
      const said = options.failure(row);
      logger.error(
        { err, ...said.fields, attempts: row.attempts, giveUp },
        giveUp ? said.giveUp : said.retry,
      );
      await db
        .update(t)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lockedUntil: null,
          ...(giveUp ? asMailSet(options.onGiveUp) : {}),
          lastError: error.slice(0, 1000),
          nextAttemptAt: at(now(), retryDelaySeconds(row.attempts) * 1000),
        })
        .where(ours(row));
    }
  };
  let next = 0;
  const worker = async () => {
    while (next < claimed.length) await sendOne(claimed[next++]!);
  };
  const workers = Math.min(options.concurrency ?? 1, claimed.length);
  await Promise.all(Array.from({ length: workers }, worker));
  return { sent, failed };
}
