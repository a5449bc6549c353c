import Holidays from 'date-holidays';
import type { CalendarDate } from '@shared/salon-dates';

// The bank holidays of England and Wales from a maintained calendar (date-holidays), never a
// hand-typed list: the salon is closed on them unless the owner opens (bank_holiday_openings).
const englandAndWales = new Holidays('GB', 'ENG');

/** Bank holidays (public holidays only, substitute days included) from `from` to `to`, inclusive. */
export function bankHolidaysBetween(
  from: CalendarDate,
  to: CalendarDate,
): { date: CalendarDate; name: string }[] {
  const years = new Set([Number(from.slice(0, 4)), Number(to.slice(0, 4))]);
  const found = new Map<CalendarDate, string>();
  for (let year = Math.min(...years); year <= Math.max(...years); year++) {
    for (const holiday of englandAndWales.getHolidays(year)) {
      const date = holiday.date.slice(0, 10);
      if (holiday.type === 'public' && date >= from && date <= to && !found.has(date))
        found.set(date, holiday.name);
    }
  }
  return [...found].sort(([a], [b]) => a.localeCompare(b)).map(([date, name]) => ({ date, name }));
}
