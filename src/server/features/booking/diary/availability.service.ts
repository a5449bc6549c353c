import type { Availability, AvailableDays } from '@shared/schemas/booking';
import {
  addDays,
  type CalendarDate,
  datesOfMonth,
  salonDate,
  salonDaySpan,
} from '@shared/salon-dates';
import { and, eq, inArray } from 'drizzle-orm';
import { LIVE_STATUSES, TIME_SLOTS } from '@shared/booking';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema/booking';
import { ApiError } from '../../../http/errors';
import { appointmentNotFound } from '../online/booking.service';
import type { DataVersions } from '../../../db/data-changes';
import { DiaryMemory } from './diary-memory';
import type { DiaryQuery, LoadedDiary } from './diary.service';
import { type BookingWindow, DESK_WINDOW, instantOf, ONLINE_WINDOW } from './salon-time';
import { closedReason, type Diary, offeredTimes, type ProfessionalSpan } from './schedule';
import type { OnlineStarts } from './start-grid';

/**
 * Where a query's diary is read from: the database in one statement (`loadDiary`, the desk's
 * free times) or the public routes' copy in memory (`DiaryMemory`, decision 031).
 */
export type DiaryReader = (query: DiaryQuery) => Promise<LoadedDiary>;

interface AvailabilityQuery {
  serviceId: string;
  professionalId: string | null;
  now: Date;
  /** The desk's window in the back office; online's otherwise. */
  window?: BookingWindow;
  /** An appointment being moved: its own time is free to it. */
  excludeAppointmentId?: string;
}

/** The free start times of a date for a service (and professional), or why the salon is closed. */
export async function freeTimes(
  readDiary: DiaryReader,
  query: AvailabilityQuery & { date: string },
): Promise<Availability> {
  const { service, candidates, diary } = await readDiary({
    ...query,
    from: query.date,
    to: query.date,
  });
  return {
    date: query.date,
    times: offeredTimes(
      query.date,
      service,
      candidates,
      diary,
      query.now,
      query.window ?? ONLINE_WINDOW,
    ),
    closedReason: closedReason(query.date, diary),
  };
}

/**
 * The public routes' free times, read from the diary's copy in memory (decision 031) that this
 * keeps for the life of the routes: the routes ask, never build the data access themselves.
 */
export function publicFreeTimes(db: Db, versions?: DataVersions) {
  const memory = new DiaryMemory(db, versions);
  const readDiary: DiaryReader = (query) => memory.load(query);
  return {
    ofDate: (query: AvailabilityQuery & { date: string }) => freeTimes(readDiary, query),
    ofMonth: (query: AvailabilityQuery & { month: string }) => availableDays(readDiary, query),
  };
}

/** The spans of a list that touch a salon date: the rules then look at a day's worth only. */
function onDate(spans: ProfessionalSpan[], date: string): ProfessionalSpan[] {
  const day = salonDaySpan(date);
  return spans.filter((s) => s.startsAt < day.end && s.endsAt > day.start);
}

/** The dates of a month (YYYY-MM) that still have a free time, and the month's closed dates. */
export async function availableDays(
  readDiary: DiaryReader,
  query: AvailabilityQuery & { month: string },
): Promise<AvailableDays> {
  const dates = datesOfMonth(query.month);
  const { service, candidates, diary } = await readDiary({
    ...query,
    from: dates[0]!,
    to: dates.at(-1)!,
  });
  const days: string[] = [];
  const closed: AvailableDays['closed'] = [];
  for (const date of dates) {
    const reason = closedReason(date, diary);
    if (reason) {
      closed.push({ date, reason });
      continue;
    }
    const day: Diary = {
      ...diary,
      timeOff: onDate(diary.timeOff, date),
      busy: onDate(diary.busy, date),
    };
    if (offeredTimes(date, service, candidates, day, query.now).length > 0) days.push(date);
  }
  return { month: query.month, days, closed };
}

/** Every 5-minute boundary of a day: where any start under an "every N minutes" rule falls. */
const EVERY_FIVE_MINUTES = Array.from({ length: 288 }, (_, i) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(i / 12))}:${pad((i % 12) * 5)}`;
});

/**
 * Until when (the clock's milliseconds) the free times of `dates` asked at `now` stay the same as
 * long as nobody books or edits the diary: the next moment a start falls inside the online notice,
 * or the next midnight (the horizon moves). Under the fixed list only its times can; every N
 * minutes, any 5-minute boundary may be someone's start. A deposit's hold lapsing frees its time
 * when the job deletes it, which announces the change like any other.
 */
export function freeTimesHoldUntil(
  dates: readonly string[],
  now: Date,
  starts: OnlineStarts,
): number {
  const times = starts.startTimes === 'fixed' ? TIME_SLOTS : EVERY_FIVE_MINUTES;
  const today = salonDate(now);
  let until = instantOf(addDays(today, 1), '00:00').getTime();
  const notice = ONLINE_WINDOW.noticeMinutes * 60_000;
  for (const date of dates) {
    // Only today's and the next two days' starts can come inside the notice before midnight.
    if (date < today || date > addDays(today, 2)) continue;
    for (const time of times) {
      const closes = instantOf(date, time).getTime() - notice;
      if (closes > now.getTime() && closes < until) until = closes;
    }
  }
  return until;
}

/** A page left open for a few days may still ask about a date gone by. */
const ASKABLE_PAST_DAYS = 7;

/**
 * Refuses free times asked for where no booking can ever be (decision 037): more than a week back,
 * or beyond the front desk's two years. Such a question is no visitor's (the booking form offers
 * the online window only), and each would otherwise cost a computation and a place in memory.
 */
export function refuseOutsideWindow(
  field: 'date' | 'month',
  dates: readonly CalendarDate[],
  now: Date,
): void {
  const today = salonDate(now);
  const first = addDays(today, -ASKABLE_PAST_DAYS);
  const last = addDays(today, DESK_WINDOW.horizonDays);
  if (dates.at(-1)! >= first && dates[0]! <= last) return;
  const message = `No free times are shown for that ${field}: choose one from today up to ${ONLINE_WINDOW.horizonDays} days ahead.`;
  throw new ApiError(400, 'validation_failed', message, { [field]: message });
}

/**
 * Whether free times of `dates` are worth keeping in memory: they touch the online window (with a
 * day's grace either side for a visitor's clock). Others are answered (no free times) but not kept.
 */
export function insideOnlineWindow(dates: readonly CalendarDate[], now: Date): boolean {
  const today = salonDate(now);
  return (
    dates.at(-1)! >= addDays(today, -1) &&
    dates[0]! <= addDays(today, ONLINE_WINDOW.horizonDays + 1)
  );
}

/**
 * The appointment a client is rescheduling, when it is theirs and still live: the free times then
 * leave its own time out of the way. Anyone else's (or none, or a signed-out caller) is not found.
 */
export async function ownMovingAppointment(
  db: Db,
  userId: string | undefined,
  appointmentId: string,
): Promise<string> {
  const [row] = userId
    ? await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            eq(appointments.id, appointmentId),
            eq(appointments.userId, userId),
            inArray(appointments.status, [...LIVE_STATUSES]),
          ),
        )
    : [];
  if (!row) throw appointmentNotFound();
  return row.id;
}
