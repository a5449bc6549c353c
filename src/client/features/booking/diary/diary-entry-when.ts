import { formatDay } from '@shared/salon-dates';
import type { AdminTimeOff } from '@shared/schemas/admin-diary';

/** A closure's or a time off's days, as the owner typed them. */
export const dayRange = (from: string, to: string) =>
  from === to ? formatDay(from, 'date') : `${formatDay(from, 'date')} – ${formatDay(to, 'date')}`;

/** When a time off is, as the owner typed it: days, or a day and its hours. */
export const timeOffWhen = (t: AdminTimeOff) =>
  t.allDay
    ? dayRange(t.startsOn, t.endsOn)
    : `${formatDay(t.startsOn, 'date')}, ${t.startTime}–${t.endTime}`;
