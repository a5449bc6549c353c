import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, ne, or } from 'drizzle-orm';
import { BANK_HOLIDAY_REASON } from '@shared/diary';
import type {
  AdminBankHoliday,
  AdminClosure,
  AdminDiaryWeek,
  AdminTimeOff,
  AffectedAppointment,
  DiaryListWhen,
  DiarySaved,
  TimeOffValues,
  WeekBooking,
  WeekTimeOff,
} from '@shared/schemas/admin-diary';
import type { Page, PaginationQuery } from '@shared/schemas/admin-pagination';
import {
  addDays,
  type CalendarDate,
  isoWeekday,
  salonDate,
  salonDaySpan,
  salonInstant,
  salonTime,
} from '@shared/salon-dates';
import type { Db } from '../../../db/client';
import { clientDirectory } from '../../../db/schema/clients';
import { appointments } from '../../../db/schema/booking';
import { professionals, services } from '../../../db/schema/catalogue';
import { bankHolidayOpenings, closures, timeOff, workingIntervals } from '../../../db/schema/diary';
import type { AdminActor } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { readPage } from '../../../http/pagination';
import { getSalonSettings } from '../../../domain/salon-settings';
import { recordAdminAction } from '../../admin/audit.service';
import { bankHolidaysBetween } from '../../../domain/bank-holidays';
import { selectAdminAppointments, toAdminAppointment } from '../desk/booking-admin.service';
import { notAHold } from './diary.service';
import { workingIntervalsOn } from './schedule';

// The back office's diary (issue 16): closures, time off and bank holidays, and the team's week.
// Adding or moving a range never cancels a booking: the answer lists the live ones it overlaps so
// the salon can move or cancel them; the booking engine reads these tables, so new bookings follow
// at once.

export const closureNotFound = () => new ApiError(404, 'not_found', 'Fechamento não encontrado.');
export const timeOffNotFound = () => new ApiError(404, 'not_found', 'Ausência não encontrada.');
export const notABankHoliday = () =>
  new ApiError(
    404,
    'not_found',
    'Esta data não é feriado bancário na Inglaterra e no País de Gales.',
  );

/** How far ahead the back office lists bank holidays. */
const BANK_HOLIDAY_DAYS = 366;

type Span = { start: Date; end: Date; professionalId?: string };

/** Pending and confirmed bookings overlapping any of the spans (one query), soonest first. */
async function liveBookingsIn(db: Db, spans: Span[]) {
  if (spans.length === 0) return [];
  const overlaps = spans.map((span) =>
    and(
      lt(appointments.startsAt, span.end),
      gt(appointments.endsAt, span.start),
      span.professionalId
        ? eq(appointments.assignedProfessionalId, span.professionalId)
        : undefined,
    ),
  );
  return selectAdminAppointments(db)
    .where(and(inArray(appointments.status, ['pending', 'confirmed']), or(...overlaps)))
    .orderBy(asc(appointments.startsAt));
}

type BookingRow = Awaited<ReturnType<typeof liveBookingsIn>>[number];

// The list's row has the service's duration, not the booking's end: close enough to share the
// query's rows out among several spans (the query itself compares the stored end).
const inSpan = (row: BookingRow, span: Span) =>
  row.startsAt < span.end &&
  row.startsAt.getTime() + row.durationMinutes * 60_000 > span.start.getTime() &&
  (!span.professionalId || row.assignedProfessionalId === span.professionalId);

/** Each span's live bookings, from one query for them all. */
async function affectedBy(db: Db, spans: Span[]): Promise<AffectedAppointment[][]> {
  const rows = await liveBookingsIn(db, spans);
  return spans.map((span) => rows.filter((row) => inSpan(row, span)).map(toAdminAppointment));
}

// ---- closures -------------------------------------------------------------------------------

type ClosureRow = typeof closures.$inferSelect;

const closureSpan = (row: { startsOn: string; endsOn: string }): Span => ({
  start: salonDaySpan(row.startsOn).start,
  end: salonDaySpan(row.endsOn).end,
});

const toClosure = (row: ClosureRow, affected: AffectedAppointment[]): AdminClosure => ({
  id: row.id,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  reason: row.reason,
  affected,
});

/** Upcoming (ending today or later, soonest first) or past (latest first) closures. */
export async function listClosures(
  db: Db,
  query: PaginationQuery & { when: DiaryListWhen },
  today: CalendarDate,
): Promise<Page<AdminClosure>> {
  const where =
    query.when === 'upcoming' ? gte(closures.endsOn, today) : lt(closures.endsOn, today);
  const order =
    query.when === 'upcoming'
      ? [asc(closures.startsOn), asc(closures.id)]
      : [desc(closures.startsOn), asc(closures.id)];
  const page = await readPage(
    query,
    db.select({ total: count() }).from(closures).where(where),
    (limit, offset) =>
      db
        .select()
        .from(closures)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    (row) => row,
  );
  const affected = await affectedBy(db, page.items.map(closureSpan));
  return { ...page, items: page.items.map((row, i) => toClosure(row, affected[i]!)) };
}

const closureDetails = (row: { startsOn: string; endsOn: string; reason: string }) => ({
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  reason: row.reason,
});

export async function saveClosure(
  db: Db,
  actor: AdminActor,
  id: string | null,
  values: { startsOn: string; endsOn: string; reason: string },
): Promise<DiarySaved<AdminClosure>> {
  return db.transaction(async (tx) => {
    let row: ClosureRow;
    if (id) {
      const [before] = await tx.select().from(closures).where(eq(closures.id, id)).for('update');
      if (!before) throw closureNotFound();
      [row] = (await tx.update(closures).set(values).where(eq(closures.id, id)).returning()) as [
        ClosureRow,
      ];
      await recordAdminAction(
        tx,
        actor,
        'closure.update',
        { type: 'closure', id },
        { before: closureDetails(before), after: closureDetails(row) },
      );
    } else {
      [row] = (await tx.insert(closures).values(values).returning()) as [ClosureRow];
      await recordAdminAction(
        tx,
        actor,
        'closure.create',
        { type: 'closure', id: row.id },
        closureDetails(row),
      );
    }
    const [affected] = await affectedBy(tx, [closureSpan(row)]);
    return { item: toClosure(row, affected!), affected: affected! };
  });
}

export async function deleteClosure(db: Db, actor: AdminActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(closures).where(eq(closures.id, id)).returning();
    if (!row) throw closureNotFound();
    await recordAdminAction(
      tx,
      actor,
      'closure.delete',
      { type: 'closure', id },
      closureDetails(row),
    );
  });
}

// ---- time off -------------------------------------------------------------------------------

function selectTimeOff(db: Db) {
  return db
    .select({
      id: timeOff.id,
      professionalId: timeOff.professionalId,
      professionalName: professionals.name,
      kind: timeOff.kind,
      startsAt: timeOff.startsAt,
      endsAt: timeOff.endsAt,
      allDay: timeOff.allDay,
      note: timeOff.note,
    })
    .from(timeOff)
    .innerJoin(professionals, eq(professionals.id, timeOff.professionalId))
    .$dynamic();
}

type TimeOffRow = Awaited<ReturnType<ReturnType<typeof selectTimeOff>['execute']>>[number];

const timeOffSpan = (row: TimeOffRow): Span => ({
  start: row.startsAt,
  end: row.endsAt,
  professionalId: row.professionalId,
});

function toTimeOff(row: TimeOffRow, affected: AffectedAppointment[]): AdminTimeOff {
  return {
    id: row.id,
    professionalId: row.professionalId,
    professionalName: row.professionalName,
    kind: row.kind,
    allDay: row.allDay,
    startsOn: salonDate(row.startsAt),
    // A whole-days entry ends at the next midnight: its last day is the one before.
    endsOn: row.allDay ? addDays(salonDate(row.endsAt), -1) : salonDate(row.endsAt),
    startTime: row.allDay ? null : salonTime(row.startsAt),
    endTime: row.allDay ? null : salonTime(row.endsAt),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    note: row.note,
    affected,
  };
}

/** The instants of an entry typed in salon dates and times. */
function timeOffInstants(values: TimeOffValues): { startsAt: Date; endsAt: Date } {
  if (values.allDay)
    return {
      startsAt: salonDaySpan(values.startsOn).start,
      endsAt: salonDaySpan(values.endsOn ?? values.startsOn).end,
    };
  return {
    startsAt: salonInstant(values.startsOn, values.startTime!),
    endsAt: salonInstant(values.startsOn, values.endTime!),
  };
}

export async function listTimeOff(
  db: Db,
  query: PaginationQuery & { when: DiaryListWhen },
  now: Date,
): Promise<Page<AdminTimeOff>> {
  const where = query.when === 'upcoming' ? gt(timeOff.endsAt, now) : lte(timeOff.endsAt, now);
  const order =
    query.when === 'upcoming'
      ? [asc(timeOff.startsAt), asc(timeOff.id)]
      : [desc(timeOff.startsAt), asc(timeOff.id)];
  const page = await readPage(
    query,
    db.select({ total: count() }).from(timeOff).where(where),
    (limit, offset) =>
      selectTimeOff(db)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    (row) => row,
  );
  const affected = await affectedBy(db, page.items.map(timeOffSpan));
  return { ...page, items: page.items.map((row, i) => toTimeOff(row, affected[i]!)) };
}

const unknownProfessional = () =>
  new ApiError(400, 'validation_failed', 'Escolha um profissional da equipe.', {
    professionalId: 'Escolha um profissional da equipe.',
  });

const timeOffDetails = (row: AdminTimeOff) => ({
  professional: row.professionalName,
  kind: row.kind,
  allDay: row.allDay,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  startTime: row.startTime,
  endTime: row.endTime,
  note: row.note,
});

export async function saveTimeOff(
  db: Db,
  actor: AdminActor,
  id: string | null,
  values: TimeOffValues,
): Promise<DiarySaved<AdminTimeOff>> {
  return db.transaction(async (tx) => {
    const [professional] = await tx
      .select({ id: professionals.id })
      .from(professionals)
      .where(eq(professionals.id, values.professionalId));
    if (!professional) throw unknownProfessional();
    const { startsAt, endsAt } = timeOffInstants(values);
    if (endsAt <= startsAt)
      throw new ApiError(
        400,
        'validation_failed',
        'A hora de fim deve ser depois da hora de início.',
        {
          endTime: 'A hora de fim deve ser depois da hora de início.',
        },
      );
    const set = {
      professionalId: values.professionalId,
      kind: values.kind,
      allDay: values.allDay,
      startsAt,
      endsAt,
      note: values.note,
    };
    let before: AdminTimeOff | null = null;
    if (id) {
      const [old] = await selectTimeOff(tx)
        .where(eq(timeOff.id, id))
        .for('update', { of: timeOff });
      if (!old) throw timeOffNotFound();
      before = toTimeOff(old, []);
      await tx.update(timeOff).set(set).where(eq(timeOff.id, id));
    } else {
      [{ id }] = (await tx.insert(timeOff).values(set).returning({ id: timeOff.id })) as [
        { id: string },
      ];
    }
    const [row] = await selectTimeOff(tx).where(eq(timeOff.id, id));
    const [affected] = await affectedBy(tx, [timeOffSpan(row!)]);
    const item = toTimeOff(row!, affected!);
    await recordAdminAction(
      tx,
      actor,
      before ? 'time_off.update' : 'time_off.create',
      { type: 'time_off', id },
      before
        ? { before: timeOffDetails(before), after: timeOffDetails(item) }
        : timeOffDetails(item),
    );
    return { item, affected: affected! };
  });
}

export async function deleteTimeOff(db: Db, actor: AdminActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await selectTimeOff(tx).where(eq(timeOff.id, id));
    if (!row) throw timeOffNotFound();
    await tx.delete(timeOff).where(eq(timeOff.id, id));
    await recordAdminAction(
      tx,
      actor,
      'time_off.delete',
      { type: 'time_off', id },
      timeOffDetails(toTimeOff(row, [])),
    );
  });
}

// ---- bank holidays --------------------------------------------------------------------------

/** The bank holidays of the next twelve months or so, each closed unless the owner opens. */
export async function listBankHolidays(
  db: Db,
  today: CalendarDate,
): Promise<{ items: AdminBankHoliday[] }> {
  const holidays = bankHolidaysBetween(today, addDays(today, BANK_HOLIDAY_DAYS));
  const open = await openBankHolidays(
    db,
    holidays.map((h) => h.date),
  );
  return { items: holidays.map((h) => ({ ...h, open: open.has(h.date) })) };
}

async function openBankHolidays(db: Db, dates: string[]): Promise<Set<string>> {
  if (dates.length === 0) return new Set();
  const rows = await db
    .select({ date: bankHolidayOpenings.date })
    .from(bankHolidayOpenings)
    .where(inArray(bankHolidayOpenings.date, dates));
  return new Set(rows.map((row) => row.date));
}

/** Opens the salon on a bank holiday, or closes it again (the default). */
export async function setBankHolidayOpen(
  db: Db,
  actor: AdminActor,
  date: string,
  open: boolean,
): Promise<AdminBankHoliday> {
  const [holiday] = /^\d{4}-\d{2}-\d{2}$/.test(date) ? bankHolidaysBetween(date, date) : [];
  if (!holiday) throw notABankHoliday();
  return db.transaction(async (tx) => {
    const changed = open
      ? await tx.insert(bankHolidayOpenings).values({ date }).onConflictDoNothing().returning()
      : await tx.delete(bankHolidayOpenings).where(eq(bankHolidayOpenings.date, date)).returning();
    if (changed.length > 0)
      await recordAdminAction(
        tx,
        actor,
        open ? 'bank_holiday.open' : 'bank_holiday.close',
        { type: 'bank_holiday', id: null },
        { date, name: holiday.name },
      );
    return { ...holiday, open };
  });
}

// ---- the team's week ------------------------------------------------------------------------

/** The part of [start, end) inside a salon day, on the salon's clock ('24:00' for its end). */
function onDay(start: Date, end: Date, day: { start: Date; end: Date }) {
  return {
    start: start <= day.start ? '00:00' : salonTime(start),
    end: end >= day.end ? '24:00' : salonTime(end),
  };
}

/** The Monday of the week holding `date`. */
export const mondayOf = (date: CalendarDate) => addDays(date, 1 - isoWeekday(date));

/**
 * Monday to Sunday for the whole team: working hours, time off, closures, bank holidays and
 * bookings (cancelled ones left out), from one query per table.
 */
export async function diaryWeek(db: Db, anyDay: CalendarDate): Promise<AdminDiaryWeek> {
  const start = mondayOf(anyDay);
  const end = addDays(start, 6);
  const dates = Array.from({ length: 7 }, (_, i) => addDays(start, i));
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
      })
      .from(professionals)
      .orderBy(asc(professionals.sortOrder), asc(professionals.name)),
    db
      .select({
        professionalId: workingIntervals.professionalId,
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
      };
      return {
        ...p,
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
              ...onDay(b.startsAt, b.endsAt, daySpan),
            }));
          return { date: day.date, working, timeOff: timeOffToday, bookings };
        }),
      };
    });

  return { start, end, days, professionals: professionalsOfWeek };
}
