import Holidays from 'date-holidays';
import { type CalendarDate, isoWeekday } from '@shared/salon-dates';

// The bank holidays of England and Wales come from date-holidays, which follows the official list
// (substitute days included) so nobody has to type next year's dates. The package also names the
// weekend day a holiday fell on (Boxing Day on Saturday 26 December 2026) beside its substitute
// Monday; the official list, and so the salon, knows only the weekday, so weekend days are dropped.

const calendar = new Holidays('GB', 'ENG');
const byYear = new Map<number, Map<CalendarDate, string>>();

/** The bank holidays of one year, date → name (e.g. '2026-12-28' → 'Boxing Day (substitute day)'). */
export function bankHolidaysOf(year: number): Map<CalendarDate, string> {
  let holidays = byYear.get(year);
  if (!holidays) {
    holidays = new Map();
    for (const holiday of calendar.getHolidays(year)) {
      const date = holiday.date.slice(0, 10);
      if (holiday.type === 'public' && isoWeekday(date) <= 5) holidays.set(date, holiday.name);
    }
    byYear.set(year, holidays);
  }
  return holidays;
}

/** The bank holidays from `from` to `to` inclusive, in date order, with their names. */
export function bankHolidaysBetween(
  from: CalendarDate,
  to: CalendarDate,
): { date: CalendarDate; name: string }[] {
  const found: { date: CalendarDate; name: string }[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++)
    for (const [date, name] of bankHolidaysOf(year))
      if (date >= from && date <= to) found.push({ date, name });
  return found.sort((a, b) => a.date.localeCompare(b.date));
}

export function isBankHoliday(date: CalendarDate): boolean {
  return bankHolidaysOf(Number(date.slice(0, 4))).has(date);
}
