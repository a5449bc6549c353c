import { TZDate } from '@date-fns/tz';
import { business } from '@shared/business';
import {
  BOOKING_HORIZON_DAYS,
  MIN_NOTICE_MINUTES,
  SALON_TIME_ZONE,
  TIME_SLOTS,
} from '@shared/booking';

// The salon's wall clock is Europe/London; instants are stored in UTC. Every conversion between
// the two goes through this file, so DST is handled in one place.

const MINUTE = 60_000;

/** The UTC instant of a salon-local date (YYYY-MM-DD) and time (HH:mm). */
export function salonInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, SALON_TIME_ZONE).getTime());
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The salon-local date (YYYY-MM-DD) of an instant. */
export function salonDate(instant: Date): string {
  const local = new TZDate(instant.getTime(), SALON_TIME_ZONE);
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The salon-local time (HH:mm) of an instant. */
export function salonTime(instant: Date): string {
  const local = new TZDate(instant.getTime(), SALON_TIME_ZONE);
  return `${pad(local.getHours())}:${pad(local.getMinutes())}`;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar date; the date alone decides it. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Every date of a month (YYYY-MM). */
export function datesOfMonth(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${pad(i + 1)}`);
}

/** Opening and closing times of a date, or null when the salon is closed (business module). */
export function openingHoursOf(date: string): { opens: string; closes: string } | null {
  const weekday = isoWeekday(date);
  const hours = business.openingHours.find((h) => (h.days as readonly number[]).includes(weekday));
  return hours?.opens && hours.closes ? { opens: hours.opens, closes: hours.closes } : null;
}

export type SlotProblem = 'closed' | 'not_a_slot' | 'too_soon' | 'too_far' | 'past_closing';

/**
 * Why a start time cannot be booked for a service of `durationMinutes`, or null when it can: it
 * must be one of the listed slots, on an open day, at least the minimum notice after `now`, within
 * the booking horizon, and the service must end by closing time.
 */
export function slotProblem(
  date: string,
  time: string,
  durationMinutes: number,
  now: Date,
): SlotProblem | null {
  if (!(TIME_SLOTS as readonly string[]).includes(time)) return 'not_a_slot';
  const hours = openingHoursOf(date);
  if (!hours || time < hours.opens) return 'closed';
  const startsAt = salonInstant(date, time);
  if (startsAt.getTime() < now.getTime() + MIN_NOTICE_MINUTES * MINUTE) return 'too_soon';
  if (date > addDays(salonDate(now), BOOKING_HORIZON_DAYS)) return 'too_far';
  const endsAt = new Date(startsAt.getTime() + durationMinutes * MINUTE);
  if (endsAt.getTime() > salonInstant(date, hours.closes).getTime()) return 'past_closing';
  return null;
}

export interface Slot {
  time: string;
  startsAt: Date;
  endsAt: Date;
}

/** The bookable slots of a date for a service, before looking at who is already booked. */
export function slotsOf(date: string, durationMinutes: number, now: Date): Slot[] {
  return TIME_SLOTS.filter((time) => slotProblem(date, time, durationMinutes, now) === null).map(
    (time) => {
      const startsAt = salonInstant(date, time);
      return { time, startsAt, endsAt: new Date(startsAt.getTime() + durationMinutes * MINUTE) };
    },
  );
}

/** The UTC span [start, end) of a salon-local date, 23 to 25 hours long around DST changes. */
export function salonDaySpan(date: string): { start: Date; end: Date } {
  return { start: salonInstant(date, '00:00'), end: salonInstant(addDays(date, 1), '00:00') };
}
