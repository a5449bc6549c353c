import { TZDateMini } from '@date-fns/tz';
import { format } from 'date-fns';

/**
 * The salon's dates and times, for both sides. Instants are stored and sent in UTC; the salon's
 * wall clock is Europe/London, summer time included, whatever the zone of the server or the
 * browser. Every conversion between the two, and every date or time a person reads, goes through
 * this module (decision 024). Two hand-written formatters stay outside it because they run on the
 * public pages' first load, where Intl's and this module's start-up cost counts (decision 017):
 * `src/client/lib/uk-date.ts` and `src/shared/article-date.ts`, each tested against Intl.
 */

export const SALON_TIME_ZONE = 'Europe/London';

/** A calendar date, YYYY-MM-DD: a day of the salon's diary, as the API writes it. */
export type CalendarDate = string;

const pad = (n: number) => String(n).padStart(2, '0');

const parts = (date: CalendarDate) => date.split('-').map(Number) as [number, number, number];

/** Midnight UTC of a calendar date: arithmetic on it never meets a clock change. */
const utcMidnight = (date: CalendarDate) => {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d));
};

const onSalonClock = (instant: Date) => new TZDateMini(instant.getTime(), SALON_TIME_ZONE);

/** Whether a YYYY-MM-DD string names a day that exists (no 30 February). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = parts(value);
  const date = utcMidnight(value);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The UTC instant of a salon-local date and time (HH:mm). */
export function salonInstant(date: CalendarDate, time: string): Date {
  const [y, m, d] = parts(date);
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDateMini(y, m - 1, d, hh, mm, SALON_TIME_ZONE).getTime());
}

/** The salon's date of an instant. */
export const salonDate = (instant: Date): CalendarDate =>
  format(onSalonClock(instant), 'yyyy-MM-dd');

/** The salon's time (HH:mm) of an instant. */
export const salonTime = (instant: Date): string => format(onSalonClock(instant), 'HH:mm');

/** Today in the salon, whatever the zone of the machine asking. */
export const salonToday = (now: Date = new Date()): CalendarDate => salonDate(now);

/** The calendar date `days` after (or before, when negative) `date`. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The date `years` after `date`: a birthday's anniversary. Someone born on 29 February reaches it
 * on 1 March in a year without one, as the law of England and Wales counts ages.
 */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar date; the date alone decides it. */
export function isoWeekday(date: CalendarDate): number {
  const day = utcMidnight(date).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The Monday of the week holding `date` (ISO weeks start on Monday). */
export const mondayOf = (date: CalendarDate): CalendarDate => addDays(date, 1 - isoWeekday(date));

/** Whole days from `from` to `to` (negative when `to` is earlier); calendar days, no clock. */
export const daysBetween = (from: CalendarDate, to: CalendarDate): number =>
  Math.round((utcMidnight(to).getTime() - utcMidnight(from).getTime()) / 86_400_000);

/** Every date of a month (YYYY-MM). */
export function datesOfMonth(month: string): CalendarDate[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${pad(i + 1)}`);
}

/** The UTC span [start, end) of a salon date: 23 to 25 hours long around the clock changes. */
export function salonDaySpan(date: CalendarDate): { start: Date; end: Date } {
  return { start: salonInstant(date, '00:00'), end: salonInstant(addDays(date, 1), '00:00') };
}

/** The time of day (HH:mm) `minutes` after `time`, as a wall clock shows it. */
export function timeAfter(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  return `${pad(Math.floor(total / 60) % 24)}:${pad(total % 60)}`;
}

/**
 * The ways a date is written. Numbers are written with date-fns patterns, exactly; words (days,
 * months, "at") with Intl, in the reader's language: the back office is Portuguese, the site and
 * its e-mails English.
 */
const FORMATS = {
  /** Back office (decision 014): "27/11/2026 14:05". */
  adminDateTime: { pattern: 'dd/MM/yyyy HH:mm' },
  /** Back office, and a purchase's date on My Courses (en-GB writes it alike): "27/11/2026". */
  date: { pattern: 'dd/MM/yyyy' },
  /** Back office: "sexta-feira, 27 de novembro de 2026". */
  longDatePt: {
    locale: 'pt-BR',
    options: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  },
  /**
   * Back office in English (UK): "Friday 27 November 2026". A pattern, not Intl, so the comma
   * never comes and goes with the ICU version; date-fns's own day and month names are English.
   */
  longDateEn: { pattern: 'EEEE d MMMM yyyy' },
  /** Site and e-mails: "Friday, 27 November 2026" (Intl's en-GB; older ICU drops the comma). */
  longDate: {
    locale: 'en-GB',
    options: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  },
  /** Site, a month's title: "November 2026". */
  monthYear: { locale: 'en-GB', options: { month: 'long', year: 'numeric' } },
  /** Site, where room is short: "Fri, 27 Nov 2026". */
  shortDate: {
    locale: 'en-GB',
    options: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  },
  /** E-mails: "27 November 2026 at 14:05". */
  dateTime: { locale: 'en-GB', options: { dateStyle: 'long', timeStyle: 'short' } },
  /** The salon's notices: "Friday, 27 November 2026 at 14:05". */
  fullDateTime: { locale: 'en-GB', options: { dateStyle: 'full', timeStyle: 'short' } },
  /** The academy's Portuguese e-mails: "27 de novembro de 2026 às 14:05". */
  dateTimePt: { locale: 'pt-BR', options: { dateStyle: 'long', timeStyle: 'short' } },
} as const satisfies Record<
  string,
  { pattern: string } | { locale: string; options: Intl.DateTimeFormatOptions }
>;

export type DateFormat = keyof typeof FORMATS;
/** The formats that name a day only, for calendar dates. */
export type DayFormat =
  'date' | 'longDatePt' | 'longDateEn' | 'longDate' | 'shortDate' | 'monthYear';

// Built on first use: creating an Intl formatter costs the first page that does it.
const intlFormatters = new Map<string, Intl.DateTimeFormat>();

function write(instant: Date, name: DateFormat, timeZone: string): string {
  const spec = FORMATS[name];
  if ('pattern' in spec) return format(new TZDateMini(instant.getTime(), timeZone), spec.pattern);
  const key = `${name} ${timeZone}`;
  let formatter = intlFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(spec.locale, { ...spec.options, timeZone });
    intlFormatters.set(key, formatter);
  }
  return formatter.format(instant);
}

/** An instant as the salon's clock shows it, in a named format. */
export function formatInstant(instant: Date | string, name: DateFormat): string {
  return write(typeof instant === 'string' ? new Date(instant) : instant, name, SALON_TIME_ZONE);
}

/** A calendar date (YYYY-MM-DD) in a named format; no clock is involved. */
export function formatDay(date: CalendarDate, name: DayFormat): string {
  return write(utcMidnight(date), name, 'UTC');
}

/**
 * The back office's date and time, "dd/MM/yyyy HH:mm" on the salon's clock. Empty for a missing
 * or bad date, so lists and the CSV export can pass optional columns straight in.
 */
export function formatAdminDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : formatInstant(date, 'adminDateTime');
}
