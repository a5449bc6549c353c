import { and, asc, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { isSmsDaytime } from '@shared/reminders';
import type { Db } from '../db/client';
import { smsQueue } from '../db/schema/reminders';
import type { Logger } from '../logger';
import { claimWaiting, sendClaimed, waitingAt } from '../jobs/retrying-queue';
import { aboutIds } from '../mail/mail-queue';
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
 * Sends the SMS that are due as every queue does (jobs/retrying-queue.ts). No reminder goes out at
 * night: one waiting then is sent from 08:00. A one-time code (`valid_until`) goes at any hour,
 * before the reminders, and is dropped once it expired. `now` is the app's clock.
 */
export async function dispatchDueSms(
  db: Db,
  transport: SmsTransport,
  logger: Logger,
  now: Date,
  batchSize = 10,
): Promise<{ sent: number; failed: number }> {
  // A code nobody can use any more is not sent late: dropped, and its code blanked.
  await db
    .update(smsQueue)
    .set({
      status: 'failed',
      lockedUntil: null,
      lastError: 'expired before it could be sent',
      body: BLANKED_CODE_SMS,
    })
    .where(
      and(waitingAt(smsQueue, now), isNotNull(smsQueue.validUntil), lte(smsQueue.validUntil, now)),
    );
  const claimed = await claimWaiting(db, smsQueue, {
    now,
    batchSize,
    leaseMs: LEASE_MS,
    where: and(
      or(isNull(smsQueue.validUntil), gt(smsQueue.validUntil, now)),
      isSmsDaytime(now) ? undefined : isNotNull(smsQueue.validUntil),
    ),
    // Codes first: the client is waiting for theirs on the profile page.
    orderBy: [sql`${smsQueue.validUntil} is null`, asc(smsQueue.createdAt)],
  });
  return sendClaimed(claimed, {
    db,
    table: smsQueue,
    logger,
    now: () => now,
    send: async (row) => {
      const { id } = await transport.send({ to: row.to, body: row.body });
      return { providerMessageId: id, body: blankedIfCode };
    },
    onGiveUp: { body: blankedIfCode },
    failure: (row) => ({
      fields: { smsId: row.id },
      retry: 'SMS failed, will retry',
      giveUp: 'SMS failed for good',
    }),
  });
}
