import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { isSmsDaytime } from '@shared/reminders';
import type { Db } from '../db/client';
import { smsQueue } from '../db/schema/reminders';
import type { Logger } from '../logger';
import { MAX_MAIL_ATTEMPTS, retryDelaySeconds } from '../mail/mail-queue';
import type { SmsTransport } from './sms-transport';

const LEASE_MS = 2 * 60_000;

/** Queues text messages; call it inside the transaction that stores what they are about. */
export async function enqueueSms(
  db: Db,
  messages: { to: string; body: string }[],
  now: Date,
): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(smsQueue).values(messages.map((m) => ({ ...m, nextAttemptAt: now })));
}

/**
 * Sends the SMS that are due, like the mail queue (decision 007): rows are claimed in one statement
 * (SKIP LOCKED, with a lease that lapses if this instance dies mid-send) and sent outside any
 * transaction; failures are retried with the same back-off, then marked failed. Nothing goes out
 * at night: a message waiting then is sent from 08:00. `now` is the app's clock.
 */
export async function dispatchDueSms(
  db: Db,
  transport: SmsTransport,
  logger: Logger,
  now: Date,
  batchSize = 10,
): Promise<{ sent: number; failed: number }> {
  if (!isSmsDaytime(now)) return { sent: 0, failed: 0 };
  const due = db
    .select({ id: smsQueue.id })
    .from(smsQueue)
    .where(
      or(
        and(eq(smsQueue.status, 'pending'), lte(smsQueue.nextAttemptAt, now)),
        and(eq(smsQueue.status, 'sending'), lte(smsQueue.lockedUntil, now)),
      ),
    )
    .orderBy(asc(smsQueue.createdAt))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(smsQueue)
    .set({
      status: 'sending',
      attempts: sql`${smsQueue.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + LEASE_MS),
    })
    .where(inArray(smsQueue.id, due))
    .returning();

  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    try {
      const { id } = await transport.send({ to: row.to, body: row.body });
      await db
        .update(smsQueue)
        .set({
          status: 'sent',
          sentAt: now,
          lockedUntil: null,
          lastError: null,
          providerMessageId: id,
        })
        .where(and(eq(smsQueue.id, row.id), eq(smsQueue.status, 'sending')));
      sent += 1;
    } catch (err) {
      failed += 1;
      const giveUp = row.attempts >= MAX_MAIL_ATTEMPTS;
      const error = err instanceof Error ? err.message : String(err);
      logger.error(
        { err, smsId: row.id, attempts: row.attempts, giveUp },
        giveUp ? 'SMS failed for good' : 'SMS failed, will retry',
      );
      await db
        .update(smsQueue)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: error.slice(0, 1000),
          nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(row.attempts) * 1000),
        })
        .where(eq(smsQueue.id, row.id));
    }
  }
  return { sent, failed };
}
