import type { Clock } from '../../src/server/auth/clock';

/** The app's clock as tests hold it: moved forward like the app's, or stopped on an instant. */
export interface TestClock extends Clock {
  /**
   * Stops the clock at `instant`: every reading is exactly it until the clock is moved again (a
   * running clock is a few milliseconds on by the time a request reads it, too late to sit on a
   * rule's boundary). `advance` then moves the stopped instant.
   */
  stopAt(instant: Date): void;
}

export function createTestClock(): TestClock {
  let offset = 0;
  let stopped: number | null = null;
  return {
    now: () => new Date(stopped ?? Date.now() + offset),
    advance(ms) {
      if (stopped === null) offset += ms;
      else stopped += ms;
    },
    stopAt(instant) {
      stopped = instant.getTime();
    },
  };
}
