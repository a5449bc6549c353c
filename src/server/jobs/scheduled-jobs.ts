import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { reviewRequestsJob } from '../features/reviews/review-requests.job';
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
  return [reviewRequestsJob(deps.db, deps.config.publicUrl)];
}
