import type { Clock } from '../auth/clock';
import type { Logger } from '../logger';

/**
 * Work that falls due with time (reminders, review requests, expired deposit holds). What is due
 * lives in the database and each job claims it safely against other instances (a unique row or
 * SKIP LOCKED), so every instance runs every job; the runner only decides when to look.
 */
export interface Job {
  name: string;
  /** Does what is due at `now` (the app's clock, which tests move). */
  run(now: Date): Promise<unknown>;
}

/** Something that runs now and then on its own: the scheduled jobs, the mail queue. */
export interface Runner {
  /** Asks for a run soon, e.g. after the test clock moved or a request queued a message. */
  kick(): void;
  stop(): Promise<void>;
}

/**
 * Runs `round` every `intervalMs` and whenever kicked, one round at a time: a kick during a round
 * asks for one more after it. `stopped` tells a long round to end early.
 */
export function startRunner(
  round: (stopped: () => boolean) => Promise<void>,
  intervalMs: number,
): Runner {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = round(() => stopped).finally(() => {
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
    },
  };
}

/** Runs every job in turn every `intervalMs` and whenever kicked. */
export function startJobRunner(options: {
  jobs: readonly Job[];
  clock: Clock;
  logger: Logger;
  /** Called after a round, e.g. to send the e-mail the jobs queued. */
  afterRound?: () => void;
  intervalMs?: number;
}): Runner {
  const { jobs, clock, logger, afterRound, intervalMs = 15_000 } = options;
  return startRunner(async () => {
    for (const job of jobs) {
      try {
        await job.run(clock.now());
      } catch (err) {
        logger.error({ err, job: job.name }, 'scheduled job failed');
      }
    }
    afterRound?.();
  }, intervalMs);
}
