import { BANK_HOLIDAY_REASON } from '@shared/diary';
import {
  addDays,
  type CalendarDate,
  isoWeekday,
  salonInstant,
  timeAfter,
} from '@shared/salon-dates';
import { type Rota, rotaWeekOn } from '@shared/rota';
import type { DayHours } from '@shared/schemas/settings';
import { clockMinutes } from '@shared/start-times';
import { isBankHoliday } from './bank-holidays';

// When the salon's professionals work (decision 025), on the salon's clock: what the booking
// engine offers times inside, and what Insights measures utilisation against, so both read the
// diary the same way.

/** A span of time [start, end) in UTC instants. */
export interface Span {
  start: Date;
  end: Date;
}

/** One interval of a weekly pattern, in minutes after the salon's midnight (wall clock). */
export interface PatternInterval {
  /** The rota's week it belongs to (1 … the rota's length). */
  week: number;
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface Closure {
  startsOn: CalendarDate;
  endsOn: CalendarDate;
  reason: string;
}

// A month's availability converts the same few hundred salon dates and times many times over, and
// each conversion asks the time-zone database: remembered here, bounded so it cannot grow forever.
const instants = new Map<string, number>();
const MAX_REMEMBERED = 20_000;

/** salonInstant, remembered: the UTC instant of a salon date and wall-clock time (HH:mm). */
export function instantOf(date: string, time: string): Date {
  const key = `${date} ${time}`;
  let ms = instants.get(key);
  if (ms === undefined) {
    if (instants.size >= MAX_REMEMBERED) instants.clear();
    ms = salonInstant(date, time).getTime();
    instants.set(key, ms);
  }
  return new Date(ms);
}

/** Opening and closing times of a date, or null when the salon is closed that weekday. */
export function openingHoursOf(
  date: string,
  openingHours: readonly DayHours[],
): { opens: string; closes: string } | null {
  const weekday = isoWeekday(date);
  const hours = openingHours.find((h) => h.weekday === weekday);
  return hours?.opens && hours.closes ? { opens: hours.opens, closes: hours.closes } : null;
}

/** Why nobody works on a date (a closure's reason, or the bank holiday), or null. */
export function closedReason(
  date: CalendarDate,
  diary: { closures: Closure[]; bankHolidayOpenings: ReadonlySet<CalendarDate> },
): string | null {
  const closure = diary.closures.find((c) => c.startsOn <= date && date <= c.endsOn);
  if (closure) return closure.reason;
  if (isBankHoliday(date) && !diary.bankHolidayOpenings.has(date)) return BANK_HOLIDAY_REASON;
  return null;
}

const clockOf = (minutes: number) => timeAfter('00:00', minutes);

/** The instant `minutes` after the salon's midnight of `date`, read on the wall clock. */
function instantAt(date: CalendarDate, minutes: number): Date {
  return minutes >= 1440 ? instantOf(addDays(date, 1), '00:00') : instantOf(date, clockOf(minutes));
}

/** When a professional works, as the diary stores it. */
export interface WorkingPattern {
  /** True: works whenever the salon is open; false: only the intervals of `pattern`. */
  followsOpeningHours: boolean;
  pattern: PatternInterval[];
  rota: Rota;
}

/** One stretch of work on a date, in minutes after the salon's midnight (wall clock). */
export interface WorkingMinutes {
  startMinute: number;
  endMinute: number;
}

/**
 * When a professional works on a date, on the wall clock: the opening hours when they follow
 * them, else their pattern's intervals for that weekday of the rota's week the date falls in (a
 * gap is a break), in order.
 * Start times are stepped from these (decision 046), so "08:00" stays 08:00 across DST.
 */
export function workingMinutesOn(
  date: CalendarDate,
  professional: WorkingPattern,
  openingHours: readonly DayHours[],
): WorkingMinutes[] {
  if (professional.followsOpeningHours) {
    const hours = openingHoursOf(date, openingHours);
    return hours
      ? [{ startMinute: clockMinutes(hours.opens), endMinute: clockMinutes(hours.closes) }]
      : [];
  }
  const weekday = isoWeekday(date);
  const week = rotaWeekOn(date, professional.rota);
  return professional.pattern
    .filter((i) => i.week === week && i.weekday === weekday)
    .sort((a, b) => a.startMinute - b.startMinute)
    .map(({ startMinute, endMinute }) => ({ startMinute, endMinute }));
}

/**
 * The UTC spans a professional works on a date (workingMinutesOn as instants). Closures, bank
 * holidays and time off are not taken out here: the week view shows them as such.
 */
export function workingIntervalsOn(
  date: CalendarDate,
  professional: WorkingPattern,
  openingHours: readonly DayHours[],
): Span[] {
  return workingMinutesOn(date, professional, openingHours).map((w) => ({
    start: instantAt(date, w.startMinute),
    end: instantAt(date, w.endMinute),
  }));
}
