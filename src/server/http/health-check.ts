import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * How long /healthz waits for the database. A load balancer's probe that hangs tells it nothing
 * (an exhausted pool made it wait as long as the pool would, decision 038); well under the usual
 * probe timeouts, and far above a healthy `select 1`.
 */
export const HEALTH_CHECK_MS = 1000;

/**
 * Whether the database answers `select 1` within `timeoutMs`. Rejects with the database's error
 * when it fails sooner. A check that times out leaves its query queued; it is answered or given
 * up by the pool's own wait limit.
 */
export async function databaseAnswers(
  database: Database,
  timeoutMs = HEALTH_CHECK_MS,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const check = database.db.execute(sql`select 1`).then(() => true as const);
  // The timed-out check's own failure comes later, when nobody waits for it any more.
  check.catch(() => {});
  try {
    return await Promise.race([check, late]);
  } finally {
    clearTimeout(timer);
  }
}
