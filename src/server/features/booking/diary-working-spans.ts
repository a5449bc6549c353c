import type { SalonSettings } from '@shared/schemas/settings';
import { type CalendarDate, isoWeekday } from '@shared/salon-dates';

// The back office's own reading of a professional's working hours for the week view, until the
// booking engine's `workingIntervalsOn` (schedule.ts) is merged: then the week view calls that
// instead and this file goes. Closures and bank holidays are the caller's (nobody works then).

export interface WorkingPattern {
  followsOpeningHours: boolean;
  /** Their own week: ISO weekday and minutes after the salon's midnight. */
  intervals: { weekday: number; startMinute: number; endMinute: number }[];
}

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** When a professional works on a salon date, as minutes after midnight, in order. */
export function workingSpansOn(
  pattern: WorkingPattern,
  date: CalendarDate,
  openingHours: SalonSettings['openingHours'],
): { startMinute: number; endMinute: number }[] {
  const weekday = isoWeekday(date);
  if (pattern.followsOpeningHours) {
    const day = openingHours.find((d) => d.weekday === weekday);
    if (!day?.opens || !day.closes) return [];
    return [{ startMinute: minutesOf(day.opens), endMinute: minutesOf(day.closes) }];
  }
  return pattern.intervals
    .filter((i) => i.weekday === weekday)
    .map(({ startMinute, endMinute }) => ({ startMinute, endMinute }))
    .sort((a, b) => a.startMinute - b.startMinute);
}
