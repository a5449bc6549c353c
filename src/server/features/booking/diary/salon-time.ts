import { BOOKING_HORIZON_DAYS, MIN_NOTICE_MINUTES, TIME_SLOTS } from '@shared/booking';
import { addDays, salonDate, salonInstant } from '@shared/salon-dates';
import type { DayHours } from '@shared/schemas/settings';
import { onStartBoundary } from '@shared/start-times';
import { instantOf, openingHoursOf } from '../../../domain/working-time';

// The booking rules on the salon's clock; the clock itself (Europe/London, DST) is
// src/shared/salon-dates.ts. The opening hours are the owner's (salon settings), passed in by the
// caller, who read them once for the request.

const MINUTE = 60_000;

// Shared with Insights (src/server/diary); the booking modules keep importing them from here.
export { instantOf, openingHoursOf };

/**
 * How soon and how far ahead a start may be booked, and whose start times: online, the minimum
 * notice, the 90-day horizon and the owner's choice of start times (Settings); at the front desk
 * (issue 17), a walk-in into the half hour under way, bookings up to two years ahead, and any
 * 5-minute boundary inside the professional's working time (issue 30, decision 046).
 */
export interface BookingWindow {
  noticeMinutes: number;
  horizonDays: number;
  starts: 'online' | 'staff';
}
export const ONLINE_WINDOW: BookingWindow = {
  noticeMinutes: MIN_NOTICE_MINUTES,
  horizonDays: BOOKING_HORIZON_DAYS,
  starts: 'online',
};
export const DESK_WINDOW: BookingWindow = { noticeMinutes: -29, horizonDays: 730, starts: 'staff' };

// The request's "now" is the same for every slot it looks at: its last bookable date is worked
// out once (formatting a date on the salon's clock is the dearest step here).
let horizon = { now: NaN, days: NaN, last: '' };
function lastBookableDate(now: Date, days: number): string {
  if (horizon.now !== now.getTime() || horizon.days !== days)
    horizon = { now: now.getTime(), days, last: addDays(salonDate(now), days) };
  return horizon.last;
}

export type SlotProblem = 'closed' | 'not_a_slot' | 'too_soon' | 'too_far' | 'past_closing';

/**
 * Why a start time cannot be booked for a service of `durationMinutes`, or null when it can: it
 * must be one of the listed slots, on an open day, at least the window's notice after `now`, within
 * its horizon, and the service must end by closing time.
 */
export function slotProblem(
  date: string,
  time: string,
  durationMinutes: number,
  now: Date,
  openingHours: readonly DayHours[],
  window: BookingWindow = ONLINE_WINDOW,
): SlotProblem | null {
  if (!(TIME_SLOTS as readonly string[]).includes(time)) return 'not_a_slot';
  const hours = openingHoursOf(date, openingHours);
  if (!hours || time < hours.opens) return 'closed';
  const startsAt = instantOf(date, time);
  if (startsAt.getTime() < now.getTime() + window.noticeMinutes * MINUTE) return 'too_soon';
  if (date > lastBookableDate(now, window.horizonDays)) return 'too_far';
  const endsAt = new Date(startsAt.getTime() + durationMinutes * MINUTE);
  if (endsAt.getTime() > instantOf(date, hours.closes).getTime()) return 'past_closing';
  return null;
}

/**
 * Why a start cannot be booked where the professionals' working time decides (decision 046), or
 * null: it must be on a 5-minute boundary, at least the window's notice after `now` and within its
 * horizon. The opening hours do not bound it; whether someone works then is the diary's question.
 */
export function diaryStartProblem(
  date: string,
  time: string,
  now: Date,
  window: BookingWindow,
): SlotProblem | null {
  if (!onStartBoundary(time)) return 'not_a_slot';
  return windowProblem(instantOf(date, time), now, window);
}

/**
 * Whether a start falls outside the window: sooner than its notice after `now`, or past its
 * horizon. What a visit's later parts are held to when a move shifts them (issue 32): their starts
 * follow the chain, not a grid.
 */
export function windowProblem(
  startsAt: Date,
  now: Date,
  window: BookingWindow,
): 'too_soon' | 'too_far' | null {
  if (startsAt.getTime() < now.getTime() + window.noticeMinutes * MINUTE) return 'too_soon';
  if (salonDate(startsAt) > lastBookableDate(now, window.horizonDays)) return 'too_far';
  return null;
}

export interface Slot {
  time: string;
  startsAt: Date;
  endsAt: Date;
}

/** The bookable slots of a date for a service, before looking at who is already booked. */
export function slotsOf(
  date: string,
  durationMinutes: number,
  now: Date,
  openingHours: readonly DayHours[],
  window: BookingWindow = ONLINE_WINDOW,
): Slot[] {
  return TIME_SLOTS.filter(
    (time) => slotProblem(date, time, durationMinutes, now, openingHours, window) === null,
  ).map((time) => {
    const startsAt = salonInstant(date, time);
    return { time, startsAt, endsAt: new Date(startsAt.getTime() + durationMinutes * MINUTE) };
  });
}
