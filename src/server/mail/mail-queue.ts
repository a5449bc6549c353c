import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailQueue } from '../db/schema/mail';
import type { Logger } from '../logger';
import { getSalonSettings } from '../settings/salon-settings';
import type { MailMessage, SalonMail } from './mail-message';
import type { MailTransport } from './mail-transport';

export const MAX_MAIL_ATTEMPTS = 6;

/** Seconds before the next try after `attempts` failures: 30 s, 1 min, 2 min, 4 min, 8 min. */
export function retryDelaySeconds(attempts: number): number {
  return 30 * 2 ** Math.max(0, attempts - 1);
}

type Queued = MailMessage | SalonMail;

/**
 * Queues one message or several (in one statement); call it inside the transaction that stores
 * what the messages are about. Messages still to be written with the salon's facts are written
 * with the settings as this transaction sees them.
 */
export async function enqueueMail(db: Db, messages: Queued | Queued[]): Promise<void> {
  const queued = Array.isArray(messages) ? messages : [messages];
  if (queued.length === 0) return;
  const salon = queued.some((m) => typeof m === 'function') ? await getSalonSettings(db) : null;
  const list = queued.map((m) => (typeof m === 'function' ? m(salon!) : m));
  await db.insert(mailQueue).values(
    list.map((message) => ({
      to: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      html: message.html,
      text: message.text,
      headers: message.headers ?? {},
      attachments: message.attachments ?? [],
    })),
  );
}

/**
 * Sends what is due. Rows are claimed in one statement (SKIP LOCKED, and a lease that expires if
 * this instance dies mid-send), then sent outside any transaction, so several instances can run
 * dispatchers side by side and a slow mail server never holds a database lock.
 */
export async function dispatchDueMail(
  db: Db,
  transport: MailTransport,
  logger: Logger,
  batchSize = 10,
): Promise<{ sent: number; failed: number }> {
  const claimed = await db
    .update(mailQueue)
    .set({
      status: 'sending',
      attempts: sql`${mailQueue.attempts} + 1`,
      lockedUntil: sql`now() + interval '2 minutes'`,
    })
    .where(
      sql`${mailQueue.id} in (
        select id from ${mailQueue}
        where (${mailQueue.status} = 'pending' and ${mailQueue.nextAttemptAt} <= now())
           or (${mailQueue.status} = 'sending' and ${mailQueue.lockedUntil} < now())
        order by ${mailQueue.createdAt}
        limit ${batchSize}
        for update skip locked)`,
    )
    .returning();

  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    try {
      await transport.send({
        to: row.to,
        replyTo: row.replyTo,
        subject: row.subject,
        html: row.html,
        text: row.text,
        headers: row.headers,
        attachments: row.attachments,
      });
      await db
        .update(mailQueue)
        .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(and(eq(mailQueue.id, row.id), eq(mailQueue.status, 'sending')));
      sent += 1;
    } catch (err) {
      failed += 1;
      const giveUp = row.attempts >= MAX_MAIL_ATTEMPTS;
      const error = err instanceof Error ? err.message : String(err);
      logger.error(
        { err, to: row.to, subject: row.subject, attempts: row.attempts, giveUp },
        giveUp ? 'mail failed for good' : 'mail failed, will retry',
      );
      await db
        .update(mailQueue)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: error.slice(0, 1000),
          nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})`,
        })
        .where(eq(mailQueue.id, row.id));
    }
  }
  return { sent, failed };
}

export interface MailDispatcher {
  /** Asks for a run soon, e.g. right after a request queued a message. */
  kick(): void;
  stop(): Promise<void>;
}

/** Runs the queue every few seconds and whenever kicked, one run at a time. */
export function startMailDispatcher(
  db: Db,
  transport: MailTransport,
  logger: Logger,
  intervalMs = 5_000,
): MailDispatcher {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = dispatchDueMail(db, transport, logger)
      .then(() => undefined)
      .catch((err: unknown) => logger.error({ err }, 'mail dispatcher run failed'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
