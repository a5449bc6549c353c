import { ApiError } from '../../../http/errors';

/** How long a refused request is told to wait: one day's bookings take milliseconds each. */
const RETRY_AFTER_SECONDS = 2;

export const DAY_BUSY = 'day_busy';

export const DAY_BUSY_MESSAGES = {
  online: 'Lots of people are booking this day right now. Please try again in a moment.',
  desk: 'Muitos agendamentos para este dia neste momento. Tente novamente em instantes.',
};

/**
 * Bounds how many booking requests of one salon day this instance works on at once (decision
 * 038). The day's bookings take turns on a database lock (`lockBookingDay`), each holding a pooled
 * connection while it waits: a burst on one day used to take every connection, and the rest of the
 * site waited with it. Counted before the request's transaction opens, so a refused request never
 * took a connection; it is answered 503 with Retry-After at once.
 */
export class DayQueue {
  private readonly working = new Map<string, number>();

  constructor(readonly bound: number) {}

  /** Requests of `date` being worked on now (for tests and logs). */
  size(date: string): number {
    return this.working.get(date) ?? 0;
  }

  /** Runs `work` as one of `date`'s requests, or throws the 503 when the day has its bound. */
  async run<T>(date: string, message: string, work: () => Promise<T>): Promise<T> {
    const now = this.size(date);
    if (now >= this.bound)
      throw new ApiError(503, DAY_BUSY, message, undefined, RETRY_AFTER_SECONDS);
    this.working.set(date, now + 1);
    try {
      return await work();
    } finally {
      const left = this.size(date) - 1;
      if (left > 0) this.working.set(date, left);
      else this.working.delete(date);
    }
  }
}

/** The booking routes' own wiring: the one queue the desk and online bookings share. */
export interface DayQueueWiring {
  /** Bounds one day's bookings and moves on this instance (decision 038). */
  dayQueue: DayQueue;
}
