import { addDays, type CalendarDate, mondayOf, salonToday } from './salon-dates';
import type { BucketSize, InsightsPeriod, InsightsPeriodKind } from './schemas/insights';

// The Insights tab's periods on the salon's calendar (Europe/London, weeks from Monday): worked
// out from salon dates only, so a clock change inside a period moves nothing.

const DAY_MS = 86_400_000;

/** Up to a month is drawn day by day, up to about six months week by week, longer by month. */
const MAX_DAY_BUCKETS = 31;
const MAX_WEEK_BUCKETS_DAYS = 186;

const daysBetween = (from: CalendarDate, to: CalendarDate) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

const firstOfMonth = (date: CalendarDate) => `${date.slice(0, 7)}-01`;

function addMonths(date: CalendarDate, months: number): CalendarDate {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10);
}

/** The Monday of a date's week. */

export function bucketSizeFor(from: CalendarDate, to: CalendarDate): BucketSize {
  const days = daysBetween(from, to);
  if (days <= MAX_DAY_BUCKETS) return 'day';
  return days <= MAX_WEEK_BUCKETS_DAYS ? 'week' : 'month';
}

/** The first date of the bucket a date falls in. */
export function bucketOf(date: CalendarDate, size: BucketSize): CalendarDate {
  if (size === 'day') return date;
  return size === 'week' ? mondayOf(date) : firstOfMonth(date);
}

function bucketsOf(from: CalendarDate, to: CalendarDate, size: BucketSize): CalendarDate[] {
  const next = (b: CalendarDate) =>
    size === 'month' ? addMonths(b, 1) : addDays(b, size === 'day' ? 1 : 7);
  const buckets: CalendarDate[] = [];
  for (let b = bucketOf(from, size); b <= to; b = next(b)) buckets.push(b);
  return buckets;
}

/** The dates a period covers, given `now` (the app's clock) for the relative ones. */
export function periodDates(
  kind: InsightsPeriodKind,
  now: Date,
  custom: { from?: CalendarDate; to?: CalendarDate } = {},
): { from: CalendarDate; to: CalendarDate } {
  const today = salonToday(now);
  switch (kind) {
    case 'this_week':
      return { from: mondayOf(today), to: addDays(mondayOf(today), 6) };
    case 'this_month':
      return { from: firstOfMonth(today), to: addDays(addMonths(today, 1), -1) };
    case 'last_month':
      return { from: addMonths(today, -1), to: addDays(firstOfMonth(today), -1) };
    case 'this_year':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
    case 'custom':
      return { from: custom.from!, to: custom.to! };
  }
}

export function resolvePeriod(
  kind: InsightsPeriodKind,
  now: Date,
  custom: { from?: CalendarDate; to?: CalendarDate } = {},
): InsightsPeriod {
  const { from, to } = periodDates(kind, now, custom);
  const bucket = bucketSizeFor(from, to);
  return { kind, from, to, bucket, buckets: bucketsOf(from, to, bucket) };
}
