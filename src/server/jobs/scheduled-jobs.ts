import { type Clock, createClock } from '../auth/clock';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { runScheduledBackup } from '../db/scheduled-backups';
import { sendDueReminders } from '../features/booking/reminders/appointment-reminders';
import { sendDueRebookReminders } from '../features/booking/reminders/rebook-reminders';
import { reviewRequestsJob } from '../features/reviews/review-requests.job';
import type { Logger } from '../logger';
import { dispatchDueSms } from '../domain/sms-queue';
import { createTwilioTransport, type SmsTransport } from '../domain/sms-transport';
import { runWaitlistOffers } from '../features/booking/waitlist/waitlist-offers.service';
import { expireLapsedHolds } from '../features/booking/deposits/deposit-holds.service';
import { createPaymentProvider } from '../payments/create-payment-provider';
import { purgeExpiredKeys } from '../http/idempotency-store';
import { deleteExpiredClinicalRecords } from '../features/clinical/retention/clinical-retention';
import type { Job } from './job-runner';

export interface JobDeps {
  db: Db;
  /** The embedded database, which backs itself up; absent on PostgreSQL and in API tests. */
  database?: Database;
  config: Config;
  logger: Logger;
  /** Replaces the SMS provider built from the config (tests). */
  smsTransport?: SmsTransport;
  /** The app's clock, which the test checkout's sessions expire on; a real one when absent. */
  clock?: Clock;
}

/**
 * Every job the server runs on a schedule. Each feature that has work falling due with time adds
 * its job here (reminders, review requests, expired deposit holds, forgotten idempotency keys).
 */
export function scheduledJobs(deps: JobDeps): Job[] {
  const { db, config, logger } = deps;
  const sms = deps.smsTransport ?? (config.twilio && createTwilioTransport(config.twilio));
  const payments = createPaymentProvider(config, db, deps.clock ?? createClock());
  return [
    ...(deps.database?.dump ? [backupJob(deps.database, config, logger)] : []),
    {
      name: 'deposit-holds',
      run: (now) => expireLapsedHolds(db, now, { payments, log: logger }),
    },
    // After the deposit holds, so a time a lapsed hold freed is offered in the same round.
    {
      name: 'waitlist offers',
      run: (now) => runWaitlistOffers(db, now, { publicUrl: config.publicUrl, sms: Boolean(sms) }),
    },
    {
      name: 'appointment reminders',
      run: (now) => sendDueReminders(db, now, { publicUrl: config.publicUrl, sms: Boolean(sms) }),
    },
    // After the reminders, so an SMS queued this round goes out in it.
    ...(sms ? [{ name: 'sms', run: (now: Date) => dispatchDueSms(db, sms, logger, now) }] : []),
    reviewRequestsJob(db, config.publicUrl),
    {
      name: 'rebook reminders',
      run: (now) => sendDueRebookReminders(db, now, { publicUrl: config.publicUrl }),
    },
    // Keys are answered from for 24 hours (decision 039); their rows go after that.
    { name: 'idempotency keys', run: (now) => purgeExpiredKeys(db, now) },
    // The clinical records five years after the client's last visit (decision 053).
    {
      name: 'clinical records retention',
      run: (now) => deleteExpiredClinicalRecords(db, now, logger),
    },
  ];
}

/** How long after its start an instance takes its first backup. */
export const BACKUP_SETTLE_MS = 10 * 60_000;

function backupJob(database: Database, config: Config, logger: Logger): Job {
  let startedAt: number | undefined;
  return {
    name: 'embedded database backup',
    run: async (now) => {
      startedAt ??= now.getTime();
      // Not while the server starts: a dump holds the embedded database's one connection for
      // seconds, just when the first requests arrive (and a new install has nothing to keep yet).
      if (now.getTime() - startedAt < BACKUP_SETTLE_MS) return;
      await runScheduledBackup(database, config.backups, now, logger);
    },
  };
}
