import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { runScheduledBackup } from '../db/scheduled-backups';
import type { Logger } from '../logger';
import { reviewRequestsJob } from '../features/reviews/review-requests.job';
import type { Job } from './job-runner';

export interface JobDeps {
  db: Db;
  database: Database;
  config: Config;
  logger: Logger;
}

/**
 * Every job the server runs on a schedule. Each feature that has work falling due with time adds
 * its job here (reminders, review requests, expired deposit holds).
 */
export function scheduledJobs(deps: JobDeps): Job[] {
  return [
    {
      name: 'embedded database backup',
      run: (now) => runScheduledBackup(deps.database, deps.config.backups, now, deps.logger),
    },
    reviewRequestsJob(deps.db, deps.config.publicUrl),
  ];
}
