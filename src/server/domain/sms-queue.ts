import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { isSmsDaytime } from '@shared/reminders';
import type { Db } from '../db/client';
import { smsQueue } from '../db/schema/reminders';
import type { Logger } from '../logger';
import { aboutIds, MAX_MAIL_ATTEMPTS, retryDelaySeconds } from '../mail/mail-queue';
import type { SmsTransport } from './sms-transport';

const LEASE_MS = 2 * 60_000;

/** What is left of a one-time code's message once it was sent or dropped. */
export const BLANKED_CODE_SMS = '(one-time code, removed once sent or expired)';

export interface OutgoingSms {
  to: string;
  body: string;
  /**
   * The ids of the records it is about (as the mail queue's `about`): what an erasure finds it by.
   */
  about: string[];
  /**
   * For a one-time code the client just asked for: sent at any hour and ahead of the reminders,
   * dropped if still unsent at this instant.
   */
  validUntil?: Date;
}

/**
 * Queues text messages; call it inside the transaction that stores what they are about, and name
 * those records' ids in `about`, so that an erasure finds them by id.
 */
export async function enqueueSms(db: Db, messages: OutgoingSms[], now: Date): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insert(smsQueue)
    .values(messages.map((m) => ({ ...m, about: aboutIds(...m.about), nextAttemptAt: now })));
}

/** A one-time code's body is blanked once it can no longer be used (sent, dropped, given up). */
const blankedIfCode = sql`case when ${smsQueue.validUntil} is null then ${smsQueue.body} else ${BLANKED_CODE_SMS} end`;

/**
 * Sends the SMS that are due, like the mail queue (decision 007): rows are claimed in one statement
 * (SKIP LOCKED, with a lease that lapses if this instance dies mid-send) and sent outside any
 * transaction; failures are retried with the same back-off, then marked failed. No reminder goes
 * out at night: one waiting then is sent from 08:00. A one-time code (`valid_until`) goes at any
 * hour, before the reminders, and is dropped once it expired. `now` is the app's clock.
 */
export async function dispatchDueSms(
  db: Db,
  transport: SmsTransport,
  logger: Logger,
  now: Date,
  batchSize = 10,
): Promise<{ sent: number; failed: number }> {
  const waiting = or(
    and(eq(smsQueue.status, 'pending'), lte(smsQueue.nextAttemptAt, now)),
    and(eq(smsQueue.status, 'sending'), lte(smsQueue.lockedUntil, now)),
  );
  // A code nobody can use any more is not sent late: dropped, and its code blanked.
  await db
    .update(smsQueue)
    .set({
      status: 'failed',
      lockedUntil: null,
      lastError: 'expired before it could be sent',
      body: BLANKED_CODE_SMS,
    })
    .where(and(waiting, isNotNull(smsQueue.validUntil), lte(smsQueue.validUntil, now)));
  const due = db
    .select({ id: smsQueue.id })
    .from(smsQueue)
    .where(
      and(
        waiting,
        or(isNull(smsQueue.validUntil), gt(smsQueue.validUntil, now)),
        isSmsDaytime(now) ? undefined : isNotNull(smsQueue.validUntil),
      ),
    )
    // Codes first: the client is waiting for theirs on the profile page.
    .orderBy(sql`${smsQueue.validUntil} is null`, asc(smsQueue.createdAt))
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
          body: blankedIfCode,
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
          ...(giveUp ? { body: blankedIfCode } : {}),
          lastError: error.slice(0, 1000),
          nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(row.attempts) * 1000),
        })
        .where(eq(smsQueue.id, row.id));
    }
  }
  return { sent, failed };
}
