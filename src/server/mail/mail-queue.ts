import { asc, desc } from 'drizzle-orm';
import { type Clock, createClock } from '../auth/clock';
import type { Db } from '../db/client';
import { mailQueue } from '../db/schema/mail';
import type { Logger } from '../logger';
import { getSalonSettings } from '../domain/salon-settings';
import { type Runner, startRunner } from '../jobs/job-runner';
import { claimWaiting, sendClaimed } from '../jobs/retrying-queue';
import type { MailMessage, SalonMail } from './mail-message';
import type { MailTransport } from './mail-transport';

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
 * Sends what is due, account e-mail (confirmations, resets, sign-in links) first, as every queue
 * does (jobs/retrying-queue.ts): the lease is renewed while a message is being sent, a few at a
 * time, so a slow mail server never lets a second instance send it again.
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
  const claimed = await claimWaiting(db, mailQueue, {
    now: clock.now(),
    batchSize,
    leaseMs,
    orderBy: [desc(mailQueue.priority), asc(mailQueue.createdAt)],
  });
  return sendClaimed(claimed, {
    db,
    table: mailQueue,
    logger,
    now: () => clock.now(),
    concurrency,
    renewLease: { leaseMs, failed: 'could not renew a mail lease' },
    send: (row) =>
      transport.send({
        to: row.to,
        replyTo: row.replyTo,
        subject: row.subject,
        html: row.html,
        text: row.text,
        headers: row.headers,
        attachments: row.attachments,
      }),
    failure: (row) => ({
      fields: { to: row.to, subject: row.subject },
      retry: 'mail failed, will retry',
      giveUp: 'mail failed for good',
    }),
  });
}

/** How often the queue is looked at besides the kicks. */
export const MAIL_INTERVAL_MS = 5_000;

/** Runs the queue every few seconds and whenever kicked, one run at a time. */
export function startMailDispatcher(
  db: Db,
  transport: MailTransport,
  logger: Logger,
  intervalMs = MAIL_INTERVAL_MS,
  clock: Clock = createClock(),
): Runner {
  const batchSize = 10;
  // A full batch means more is waiting: claim again at once rather than at the next tick.
  const runner = startRunner(async (stopped) => {
    try {
      for (;;) {
        const { sent, failed } = await dispatchDueMail(db, transport, logger, { batchSize, clock });
        if (stopped() || sent + failed < batchSize) return;
      }
    } catch (err) {
      logger.error({ err }, 'mail dispatcher run failed');
    }
  }, intervalMs);
  return {
    kick: runner.kick,
    async stop() {
      await runner.stop();
      transport.close();
    },
  };
}
