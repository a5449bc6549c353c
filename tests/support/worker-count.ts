import { availableParallelism } from 'node:os';

/**
 * How many test workers a run starts: one per CPU the process may use, so a bigger machine runs
 * more files at once and this 2-core one keeps its two. Capped because each worker holds its own
 * database (vitest) or browser (Playwright) in memory, and the end-to-end workers share one server.
 */
export function workerCount(cap: number): number {
  return Math.max(1, Math.min(availableParallelism(), cap));
}
