import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { expireLapsedHolds } from '../features/booking/deposit-holds.service';
import { createPaymentProvider } from '../payments/create-payment-provider';
import type { Job } from './job-runner';

export interface JobDeps {
  db: Db;
  config: Config;
  logger: Logger;
}

/**
 * Every job the server runs on a schedule. Each feature that has work falling due with time adds
 * its job here (reminders, review requests, expired deposit holds).
 */
export function scheduledJobs(deps: JobDeps): Job[] {
  const payments = createPaymentProvider(deps.config, deps.db);
  return [
    {
      name: 'deposit-holds',
      run: (now) => expireLapsedHolds(deps.db, now, { payments, log: deps.logger }),
    },
  ];
}
