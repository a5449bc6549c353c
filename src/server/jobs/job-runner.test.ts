import { describe, expect, test } from 'vitest';
import { createClock } from '../auth/clock';
import { createLogger } from '../logger';
import { startJobRunner } from './job-runner';

const logger = createLogger('silent');

describe('the job runner', () => {
  test('runs every job with the app clock, goes on after a failure, and stops cleanly', async () => {
    const clock = createClock();
    clock.advance(36 * 3_600_000);
    const seen: Array<[string, number]> = [];
    let rounds = 0;
    const runner = startJobRunner({
      clock,
      logger,
      intervalMs: 60_000,
      afterRound: () => (rounds += 1),
      jobs: [
        {
          name: 'fails',
          run: async () => {
            throw new Error('boom');
          },
        },
        { name: 'records', run: async (now) => seen.push(['records', now.getTime()]) },
      ],
    });
    await runner.stop();
    expect(seen).toHaveLength(1);
    // The job saw the moved clock, not the machine's.
    expect(seen[0]![1] - Date.now()).toBeGreaterThan(35 * 3_600_000);
    expect(rounds).toBe(1);
  });

  test('a kick during a round runs one more round after it, not two at once', async () => {
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let secondRoundDone!: () => void;
    const secondRound = new Promise<void>((resolve) => (secondRoundDone = resolve));
    const runner = startJobRunner({
      clock: createClock(),
      logger,
      // Far longer than the test: only the kicks can start a round.
      intervalMs: 600_000,
      afterRound: () => {
        if (runs === 2) secondRoundDone();
      },
      jobs: [
        {
          name: 'slow',
          run: async () => {
            runs += 1;
            active += 1;
            maxActive = Math.max(maxActive, active);
            if (runs === 1) await gate;
            active -= 1;
          },
        },
      ],
    });
    runner.kick();
    runner.kick();
    expect(runs).toBe(1);
    release();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      secondRound,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('the kicked round never ran')), 10_000);
      }),
    ]).finally(() => clearTimeout(timer));
    await runner.stop();
    expect(runs).toBe(2);
    expect(maxActive).toBe(1);
  });
});
