import { and, asc, eq, gt, gte, lt, lte, ne } from 'drizzle-orm';
import { BANK_HOLIDAY_REASON } from '@shared/diary';
import type { AdminDiaryWeek, WeekBooking, WeekTimeOff } from '@shared/schemas/admin-diary';
import {
  addDays,
  type CalendarDate,
  mondayOf,
  salonDate,
  salonDaySpan,
  salonTime,
} from '@shared/salon-dates';
import { rotaWeekOn } from '@shared/rota';
import type { Db } from '../../../db/client';
import { clientDirectory } from '../../../db/schema/clients';
import { appointments } from '../../../db/schema/booking';
import { professionals, services } from '../../../db/schema/catalogue';
import { closures, timeOff, workingIntervals } from '../../../db/schema/diary';
import { getSalonSettings } from '../../../domain/salon-settings';
import { bankHolidaysBetween } from '../../../domain/bank-holidays';
import { notAHold } from './diary.service';
import { workingIntervalsOn } from './schedule';
import { openBankHolidays } from './bank-holidays-admin.service';
import { reachesProfessional, type StaffScope } from '../core/staff-scope';

/** The part of [start, end) inside a salon day, on the salon's clock ('24:00' for its end). */
function onDay(start: Date, end: Date, day: { start: Date; end: Date }) {
  return {
    start: start <= day.start ? '00:00' : salonTime(start),
    end: end >= day.end ? '24:00' : salonTime(end),
  };
}

/**
 * Monday to Sunday for the whole team: working hours, time off, closures, bank holidays and
 * bookings (cancelled ones left out), from one query per table. A professional gets their own
 * row only (staff-scope.ts).
 */
export async function diaryWeek(
  db: Db,
  anyDay: CalendarDate,
  scope: StaffScope,
): Promise<AdminDiaryWeek> {
  const start = mondayOf(anyDay);
  const end = addDays(start, 6);
  const { days, professionals: team } = await diaryDays(db, start, end);
  return { start, end, days, professionals: team.filter((p) => reachesProfessional(scope, p.id)) };
}

/**
 * The team's diary from `start` to `end` (inclusive): the days' closures and bank holidays, and
 * for each active professional (and anyone booked in the range) their working hours, time off and
 * bookings on each day. The week and the day view are both drawn from it.
 */
export async function diaryDays(
  db: Db,
  start: CalendarDate,
  end: CalendarDate,
): Promise<Omit<AdminDiaryWeek, 'start' | 'end'>> {
  const dates: CalendarDate[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) dates.push(date);
  const span = { start: salonDaySpan(start).start, end: salonDaySpan(end).end };
  const holidays = bankHolidaysBetween(start, end);

  const [settings, team, intervals, away, closed, opened, booked] = await Promise.all([
    getSalonSettings(db),
    db
      .select({
        id: professionals.id,
        name: professionals.name,
        isActive: professionals.isActive,
        followsOpeningHours: professionals.followsOpeningHours,
        rotaWeeks: professionals.rotaWeeks,
        rotaStartsOn: professionals.rotaStartsOn,
      })
      .from(professionals)
      .orderBy(asc(professionals.sortOrder), asc(professionals.name)),
    db
      .select({
        professionalId: workingIntervals.professionalId,
        week: workingIntervals.week,
        weekday: workingIntervals.weekday,
        startMinute: workingIntervals.startMinute,
        endMinute: workingIntervals.endMinute,
      })
      .from(workingIntervals),
    db
      .select()
      .from(timeOff)
      .where(and(lt(timeOff.startsAt, span.end), gt(timeOff.endsAt, span.start)))
      .orderBy(asc(timeOff.startsAt)),
    db
      .select()
      .from(closures)
      .where(and(lte(closures.startsOn, end), gte(closures.endsOn, start)))
      .orderBy(asc(closures.startsOn)),
    openBankHolidays(
      db,
      holidays.map((h) => h.date),
    ),
    db
      .select({
        id: appointments.id,
        professionalId: appointments.assignedProfessionalId,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        status: appointments.status,
        visitId: appointments.visitId,
        serviceName: services.name,
        clientName: clientDirectory.fullName,
      })
      .from(appointments)
      .innerJoin(services, eq(services.id, appointments.serviceId))
      .innerJoin(clientDirectory, eq(clientDirectory.id, appointments.clientId))
      .where(
        and(
          gte(appointments.startsAt, span.start),
          lt(appointments.startsAt, span.end),
          ne(appointments.status, 'cancelled'),
          notAHold(),
        ),
      )
      .orderBy(asc(appointments.startsAt)),
  ]);

  // A visit's parts in order (the rows are by start): each booking's place in its visit.
  const visitParts = new Map<string, string[]>();
  for (const b of booked)
    if (b.visitId) visitParts.set(b.visitId, [...(visitParts.get(b.visitId) ?? []), b.id]);
  const visitOf = (b: { id: string; visitId: string | null }) => {
    const parts = b.visitId ? (visitParts.get(b.visitId) ?? []) : [];
    return parts.length > 1 ? { part: parts.indexOf(b.id) + 1, parts: parts.length } : null;
  };

  const days = dates.map((date) => {
    const holiday = holidays.find((h) => h.date === date);
    const closure = closed.find((c) => c.startsOn <= date && c.endsOn >= date);
    const closedHoliday = holiday && !opened.has(date);
    return {
      date,
      closedReason: closure?.reason ?? (closedHoliday ? BANK_HOLIDAY_REASON : null),
      bankHoliday: holiday ? { name: holiday.name, open: opened.has(date) } : null,
    };
  });

  const professionalsOfWeek = team
    .filter((p) => p.isActive || booked.some((b) => b.professionalId === p.id))
    .map((p) => {
      const pattern = {
        followsOpeningHours: p.followsOpeningHours,
        pattern: intervals.filter((i) => i.professionalId === p.id),
        rota: { weeks: p.rotaWeeks, startsOn: p.rotaStartsOn },
      };
      return {
        id: p.id,
        name: p.name,
        isActive: p.isActive,
        followsOpeningHours: p.followsOpeningHours,
        rotaWeek:
          p.followsOpeningHours || p.rotaWeeks === 1
            ? null
            : { week: rotaWeekOn(start, pattern.rota), of: p.rotaWeeks },
        days: days.map((day) => {
          const daySpan = salonDaySpan(day.date);
          const working = day.closedReason
            ? []
            : workingIntervalsOn(day.date, pattern, settings.openingHours).map((s) =>
                onDay(s.start, s.end, daySpan),
              );
          const timeOffToday: WeekTimeOff[] = away
            .filter(
              (t) =>
                t.professionalId === p.id && t.startsAt < daySpan.end && t.endsAt > daySpan.start,
            )
            .map((t) => ({
              id: t.id,
              kind: t.kind,
              allDay: t.allDay,
              note: t.note,
              ...onDay(t.startsAt, t.endsAt, daySpan),
            }));
          const bookings: WeekBooking[] = booked
            .filter((b) => b.professionalId === p.id && salonDate(b.startsAt) === day.date)
            .map((b) => ({
              id: b.id,
              serviceName: b.serviceName,
              clientName: b.clientName,
              status: b.status,
              visit: visitOf(b),
              ...onDay(b.startsAt, b.endsAt, daySpan),
            }));
          return { date: day.date, working, timeOff: timeOffToday, bookings };
        }),
      };
    });

  return { days, professionals: professionalsOfWeek };
}
