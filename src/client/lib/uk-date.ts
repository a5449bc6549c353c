const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 01:00 UTC on the last Sunday of a month (0-based), when UK clocks change. */
function lastSundayOneAm(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
}

/**
 * "12 March 2026": the date in the UK on which an instant fell, as en-GB writes it. Worked out
 * from the UK's clock rule (BST from 01:00 UTC on the last Sunday of March to 01:00 UTC on the
 * last Sunday of October) rather than with Intl.DateTimeFormat, whose first use loads locale and
 * time-zone data on the main thread of the home page (tens of milliseconds in a fresh page).
 * uk-date.test.ts checks it against Intl. Every other date goes through @shared/salon-dates.
 */
export function ukLongDate(instant: Date): string {
  const time = instant.getTime();
  const year = instant.getUTCFullYear();
  const summer = time >= lastSundayOneAm(year, 2) && time < lastSundayOneAm(year, 9);
  const local = new Date(time + (summer ? 3_600_000 : 0));
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}
