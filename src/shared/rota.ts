import { type CalendarDate, daysBetween, mondayOf } from './salon-dates';

// A professional's rota (issue 30): their weekly pattern may repeat every 1, 2, 3 or 4 weeks, each
// week with its own days and hours, counted from the week the rota starts. Both sides read which
// week a date falls in here: the server to decide who works, the schedule form to say which week
// this one is.

export const MAX_ROTA_WEEKS = 4;
export const ROTA_WEEK_CHOICES = [1, 2, 3, 4] as const;

export interface Rota {
  /** How many weeks the pattern has before it repeats (1: the same every week). */
  weeks: number;
  /** The Monday week 1 begins; null for a one-week rota, where it means nothing. */
  startsOn: CalendarDate | null;
}

export const ONE_WEEK_ROTA: Rota = { weeks: 1, startsOn: null };

/**
 * The rota's week (1 … weeks) that `date` falls in: the whole weeks between the start's week and
 * the date's, modulo the rota's length. Dates before the start count backwards the same way, so
 * a start moved into the future does not leave the weeks before it without a pattern.
 */
export function rotaWeekOn(date: CalendarDate, rota: Rota): number {
  if (rota.weeks <= 1 || !rota.startsOn) return 1;
  const weeks = Math.floor(daysBetween(mondayOf(rota.startsOn), mondayOf(date)) / 7);
  return (((weeks % rota.weeks) + rota.weeks) % rota.weeks) + 1;
}
