import type { DayHours, SalonSettings } from './schemas/settings';

// What the pages, e-mails and JSON-LD write from the salon's settings. Free of zod, so the public
// pages can use it without the schema (decision 017's budget).

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export function formatAddress(address: SalonSettings['address']): string {
  const place = [address.street, address.locality].filter(Boolean).join(', ');
  return `${place}, ${address.city} ${address.postcode}`;
}

export function mapUrl(settings: Pick<SalonSettings, 'name' | 'address'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    `${settings.name}, ${formatAddress(settings.address)}`,
  )}`;
}

export function whatsappLink(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

export function formatOpeningTime(opens: string | null, closes: string | null): string {
  return opens && closes ? `${opens} – ${closes}` : 'Closed';
}

export interface OpeningHoursRow {
  /** ISO weekdays, 1 = Monday. */
  days: number[];
  /** "Monday – Friday", "Saturday". */
  label: string;
  opens: string | null;
  closes: string | null;
}

/** The week as people read it: consecutive days with the same hours share one row. */
export function openingHoursRows(week: readonly DayHours[]): OpeningHoursRow[] {
  const rows: OpeningHoursRow[] = [];
  for (const day of [...week].sort((a, b) => a.weekday - b.weekday)) {
    const last = rows.at(-1);
    if (
      last &&
      last.opens === day.opens &&
      last.closes === day.closes &&
      last.days.at(-1) === day.weekday - 1
    )
      last.days.push(day.weekday);
    else rows.push({ days: [day.weekday], label: '', opens: day.opens, closes: day.closes });
  }
  for (const row of rows) {
    const first = WEEKDAY_NAMES[row.days[0]! - 1];
    const last = WEEKDAY_NAMES[row.days.at(-1)! - 1];
    row.label = row.days.length === 1 ? first! : `${first} – ${last}`;
  }
  return rows;
}

/** The salon's main phone: the first the owner listed. */
export const mainPhone = (settings: Pick<SalonSettings, 'phones'>) => settings.phones[0]!;
