import type { CalendarDate } from '@shared/salon-dates';
import type { DayHours, OnlineBookingSettings } from '@shared/schemas/settings';
import { minutesToTime } from '@shared/schemas/admin-catalogue';
import { clockMinutes, STAFF_START_STEP_MINUTES } from '@shared/start-times';
import { type WorkingPattern, workingMinutesOn } from '../../../domain/working-time';
import type { BookingWindow } from './salon-time';

// Which start times a professional's day offers (decision 046): the salon's fixed list, or a step
// of N minutes from the start of each of their working intervals (5 for staff, the owner's N
// online). Times are wall-clock HH:MM, so a pattern's 08:00 is 08:00 on both sides of DST.

/** The owner's choice of online start times, as the diary carries it. */
export type OnlineStarts = Pick<OnlineBookingSettings, 'startTimes' | 'intervalMinutes'>;

export type StartRule = { kind: 'fixed' } | { kind: 'every'; minutes: number };

/** Staff's rule, or the owner's online choice. */
export function startRuleOf(window: BookingWindow, online: OnlineStarts): StartRule {
  if (window.starts === 'staff') return { kind: 'every', minutes: STAFF_START_STEP_MINUTES };
  return online.startTimes === 'fixed'
    ? { kind: 'fixed' }
    : { kind: 'every', minutes: online.intervalMinutes };
}

/** An interval's first start: its own start, or the next 5-minute boundary after an odd one. */
const firstStart = (startMinute: number) =>
  Math.ceil(startMinute / STAFF_START_STEP_MINUTES) * STAFF_START_STEP_MINUTES;

/** Every start of a professional's day, `minutes` apart from each working interval's start. */
export function gridOf(
  date: CalendarDate,
  professional: WorkingPattern,
  openingHours: readonly DayHours[],
  minutes: number,
): string[] {
  const times: string[] = [];
  for (const { startMinute, endMinute } of workingMinutesOn(date, professional, openingHours))
    for (let m = firstStart(startMinute); m < Math.min(endMinute, 1440); m += minutes)
      times.push(minutesToTime(m));
  return times;
}

/** Whether `time` (HH:MM) is one of gridOf's starts. */
export function onGrid(
  date: CalendarDate,
  time: string,
  professional: WorkingPattern,
  openingHours: readonly DayHours[],
  minutes: number,
): boolean {
  const m = clockMinutes(time);
  return workingMinutesOn(date, professional, openingHours).some(({ startMinute, endMinute }) => {
    const first = firstStart(startMinute);
    return m >= first && m < endMinute && (m - first) % minutes === 0;
  });
}
