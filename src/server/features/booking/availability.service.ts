import type { Availability, AvailableDays } from '@shared/schemas/booking';
import { datesOfMonth, salonDaySpan } from '@shared/salon-dates';
import { and, eq, inArray } from 'drizzle-orm';
import { LIVE_STATUSES } from '@shared/booking';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/booking';
import { appointmentNotFound } from './booking.service';
import { loadDiary } from './diary.service';
import { type BookingWindow, ONLINE_WINDOW } from './salon-time';
import { closedReason, type Diary, offeredTimes, type ProfessionalSpan } from './schedule';

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
  db: Db,
  query: AvailabilityQuery & { date: string },
): Promise<Availability> {
  const { service, candidates, diary } = await loadDiary(db, {
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

/** The spans of a list that touch a salon date: the rules then look at a day's worth only. */
function onDate(spans: ProfessionalSpan[], date: string): ProfessionalSpan[] {
  const day = salonDaySpan(date);
  return spans.filter((s) => s.startsAt < day.end && s.endsAt > day.start);
}

/** The dates of a month (YYYY-MM) that still have a free time, and the month's closed dates. */
export async function availableDays(
  db: Db,
  query: AvailabilityQuery & { month: string },
): Promise<AvailableDays> {
  const dates = datesOfMonth(query.month);
  const { service, candidates, diary } = await loadDiary(db, {
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
