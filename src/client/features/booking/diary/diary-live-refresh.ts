import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { addDays } from '@shared/salon-dates';
import { bookingKeys } from '../api/booking-keys';

// What each live event makes stale (decision 047). Only the views on screen are fetched again
// (react-query's default for invalidation); the rest are fetched when they are next shown.

const [BOOKING, ADMIN] = bookingKeys.admin;
const isAdmin = (key: QueryKey) => key[0] === BOOKING && key[1] === ADMIN;

/** The views that show a salon day's bookings: its day view, the lists, the summary, its week. */
function showsDay(key: QueryKey, date: string): boolean {
  if (!isAdmin(key)) return false;
  switch (key[2]) {
    case 'day':
      return key[3] === date;
    // A page of the list may hold any day; the summary counts every pending and confirmed one.
    case 'list':
    case 'summary':
      return true;
    case 'diary':
      return key[3] === 'week' && typeof key[4] === 'string' && inWeek(key[4], date);
    case 'desk':
      return key[3] === 'times' && key[6] === date;
    default:
      return false;
  }
}

const inWeek = (start: string, date: string) => start <= date && date <= addDays(start, 6);

/** A booking, move, cancellation or status change on `date` (YYYY-MM-DD). */
export function refreshDay(queryClient: QueryClient, date: string): Promise<void> {
  return queryClient.invalidateQueries({ predicate: ({ queryKey }) => showsDay(queryKey, date) });
}

/** Patterns, time off, closures or bank holidays: the diary's views, every day, the desk's times. */
export function refreshDiary(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      isAdmin(queryKey) &&
      (queryKey[2] === 'diary' ||
        queryKey[2] === 'day' ||
        (queryKey[2] === 'desk' && queryKey[3] === 'times')),
  });
}

/** Changes may have been missed: every back-office view of appointments and the diary. */
export function refreshEverything(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: bookingKeys.admin });
}
