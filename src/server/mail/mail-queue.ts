import { and, eq, sql } from 'drizzle-orm';
import { type Clock, createClock } from '../auth/clock';
import type { Db } from '../db/client';
import { mailQueue } from '../db/schema/mail';
import type { Logger } from '../logger';
import { getSalonSettings } from '../domain/salon-settings';
import type { MailMessage, SalonMail } from './mail-message';
import type { MailTransport } from './mail-transport';

export const MAX_MAIL_ATTEMPTS = 6;

/** Seconds before the next try after `attempts` failures: 30 s, 1 min, 2 min, 4 min, 8 min. */
export function retryDelaySeconds(attempts: number): number {
  return 30 * 2 ** Math.max(0, attempts - 1);
}

type Queued = MailMessage | SalonMail;

/** The ids a message is about, without gaps or repeats. */
export const aboutIds = (...ids: (string | null | undefined)[]): string[] => [
  ...new Set(ids.filter((id): id is string => !!id)),
];

/** The message with more said of it: the records it is about, its urgency. */
export function mailWith(message: Queued, extra: Pick<MailMessage, 'about' | 'urgent'>): Queued {
  return typeof message === 'function'
    ? (salon) => ({ ...message(salon), ...extra })
    : { ...message, ...extra };
}

/**
 * Queues one message or several (in one statement); call it inside the transaction that stores
 * what the messages are about, and name those records in `about` (every message of the call is
 * about them), so that an erasure finds the messages by id. Messages still to be written with the
 * salon's facts are written with the settings as this transaction sees them.
 */
export async function enqueueMail(
  db: Db,
  messages: Queued | Queued[],
  about: (string | null | undefined)[] = [],
): Promise<void> {
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
      about: aboutIds(...about, ...(message.about ?? [])),
      priority: message.urgent ? 1 : 0,
    })),
  );
}

export interface DispatchOptions {
  /** How many messages one claim takes. */
  batchSize?: number;
  /** How many of them are sent at once (the SMTP transport pools as many connections). */
  concurrency?: number;
  /**
   * How long a claim holds a message from other instances. It is renewed while the message is
   * being sent, so a slow mail server never lets a second instance send it again.
   */
  leaseMs?: number;
  /** The app's time, which tests move: what is due, the leases and the back-off are read on it. */
  clock?: Clock;
}

export const MAIL_CONCURRENCY = 4;
const DEFAULT_LEASE_MS = 2 * 60_000;

/**
 * Sends what is due, account e-mail (confirmations, resets, sign-in links) first. Rows are claimed
 * in one statement (SKIP LOCKED, and a lease that expires if this instance dies mid-send, renewed
 * while it lives), then sent outside any transaction, a few at a time, so several instances can run
 * dispatchers side by side and a slow mail server never holds a database lock.
 */
export async function dispatchDueMail(
  db: Db,
  transport: MailTransport,
  logger: Logger,
  options: DispatchOptions | number = {},
): Promise<{ sent: number; failed: number }> {
  const {
    batchSize = 10,
    concurrency = MAIL_CONCURRENCY,
    leaseMs = DEFAULT_LEASE_MS,
    clock = createClock(),
  } = typeof options === 'number' ? { batchSize: options } : options;
  const now = clock.now();
  const lease = () => new Date(clock.now().getTime() + leaseMs);
  const claimed = await db
    .update(mailQueue)
    .set({ status: 'sending', attempts: sql`${mailQueue.attempts} + 1`, lockedUntil: lease() })
    .where(
      sql`${mailQueue.id} in (
        select id from ${mailQueue}
        where (${mailQueue.status} = 'pending' and ${mailQueue.nextAttemptAt} <= ${now})
           or (${mailQueue.status} = 'sending' and ${mailQueue.lockedUntil} < ${now})
        order by ${mailQueue.priority} desc, ${mailQueue.createdAt}
        limit ${batchSize}
        for update skip locked)`,
    )
    .returning();

  let sent = 0;
  let failed = 0;
  // This claim's own row: a message whose lease lapsed and was claimed again is the other's now.
  const ours = (row: (typeof claimed)[number]) =>
    and(
      eq(mailQueue.id, row.id),
      eq(mailQueue.status, 'sending'),
      eq(mailQueue.attempts, row.attempts),
    );
  const sendOne = async (row: (typeof claimed)[number]) => {
    const renewal = setInterval(() => {
      db.update(mailQueue)
        .set({ lockedUntil: lease() })
        .where(ours(row))
        .catch((err: unknown) => logger.warn({ err, id: row.id }, 'could not renew a mail lease'));
    }, leaseMs / 3);
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
      clearInterval(renewal);
      await db
        .update(mailQueue)
        .set({ status: 'sent', sentAt: clock.now(), lockedUntil: null, lastError: null })
        .where(ours(row));
      sent += 1;
    } catch (err) {
      clearInterval(renewal);
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
          nextAttemptAt: new Date(clock.now().getTime() + retryDelaySeconds(row.attempts) * 1000),
        })
        .where(ours(row));
    }
  };
  let next = 0;
  const worker = async () => {
    while (next < claimed.length) await sendOne(claimed[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, worker));
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
  clock: Clock = createClock(),
): MailDispatcher {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  // A full batch means more is waiting: claim again at once rather than at the next tick.
  const drain = async () => {
    const batchSize = 10;
    for (;;) {
      const { sent, failed } = await dispatchDueMail(db, transport, logger, { batchSize, clock });
      if (stopped || sent + failed < batchSize) return;
    }
  };
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
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
