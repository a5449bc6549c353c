import {
  and,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { LIVE_STATUSES } from '@shared/booking';
import type { DepositKind } from '@shared/deposits';
import { diaryMessages } from '@shared/diary';
import { type CalendarDate, salonDaySpan } from '@shared/salon-dates';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema/booking';
import { appointmentDeposits } from '../../../db/schema/deposits';
import { professionals, services } from '../../../db/schema/catalogue';
import {
  bankHolidayOpenings,
  closures,
  professionalServices,
  timeOff,
  workingIntervals,
} from '../../../db/schema/diary';
import { ApiError } from '../../../http/errors';
import { salonSettings } from '../../../db/schema/settings';
import {
  defaultSalonSettings,
  type SalonSettings,
  storedSalonSettings,
} from '@shared/schemas/settings';
import type {
  Closure,
  Diary,
  PatternInterval,
  ProfessionalSpan,
  ScheduledProfessional,
  Span,
} from './schedule';

// What the booking rules (schedule.ts) need for a stretch of dates, read in one statement whose
// parts each use an index: the embedded database runs statements one after another, so one
// statement instead of eight is what keeps availability fast there (docs/performance.md).

/** No bookable service lasts a day, so a booking overlapping a window started less than a day before it. */
const LOOKBACK_MS = 24 * 60 * 60 * 1000;

export interface BookableService {
  id: string;
  name: string;
  durationMinutes: number;
  bufferMinutes: number;
  adultsOnly: boolean;
  pricePence: number;
  /** What the service asks for up front (decision 028): see depositPence. */
  depositKind: DepositKind | null;
  depositValue: number | null;
}

export const serviceUnavailable = () =>
  new ApiError(
    404,
    'service_unavailable',
    'This service cannot be booked online. Please choose another service.',
    { serviceId: 'This service cannot be booked online. Please choose another service.' },
  );

const professionalUnavailable = () =>
  new ApiError(
    404,
    'professional_unavailable',
    'This professional is not available. Please choose another one.',
    { professionalId: 'This professional is not available. Please choose another one.' },
  );

export interface DiaryQuery {
  serviceId: string;
  /** The client's choice; null for 'No preference'. */
  professionalId: string | null;
  from: CalendarDate;
  to: CalendarDate;
  /** False when the caller reads the bookings itself (under the day's lock). */
  withBusy?: boolean;
  /** An appointment being moved: its own time does not stand in its way. */
  excludeAppointmentId?: string;
  /** The app's clock: a deposit's hold stands in the way only until it lapses. */
  now: Date;
}

export interface LoadedDiary {
  service: BookableService;
  /** The chosen professional, or every active one who performs the service, in the salon's order. */
  candidates: ScheduledProfessional[];
  diary: Diary;
}

/** Milliseconds since the epoch of a timestamptz, as JSON carries them exactly. */
const ms = (column: SQLWrapper) => sql`(extract(epoch from ${column}) * 1000)::bigint`;

/** A subquery's rows as one JSON array (empty rather than null). */
const rowsOf = (select: SQL) => sql`coalesce((select json_agg(r) from (${select}) r), '[]')`;

type SpanRow = { professionalId: string; startsAt: number; endsAt: number };

/**
 * The service, the professionals who may take it (the one chosen, who must be active and perform
 * it, or all the eligible ones) with their patterns, and the dates' opening hours, closures,
 * bank-holiday openings, time off and live bookings: one statement, each part on its index.
 */
export async function loadDiary(db: Db, query: DiaryQuery): Promise<LoadedDiary> {
  const window: Span = {
    start: salonDaySpan(query.from).start,
    end: salonDaySpan(query.to).end,
  };
  // Who may take it: the professionals performing the service (and, if chosen, that one).
  const eligibleIds = sql`select ${professionalServices.professionalId} from ${professionalServices}
    where ${professionalServices.serviceId} = ${query.serviceId}
    ${query.professionalId ? sql`and ${professionalServices.professionalId} = ${query.professionalId}` : sql``}`;
  const [row] = await db
    .select({
      settings: sql<SalonSettings | null>`(select ${salonSettings.data} from ${salonSettings} where ${salonSettings.id} = 1)`,
      service: sql<BookableService | null>`(select json_build_object(
          'id', ${services.id}, 'name', ${services.name},
          'durationMinutes', ${services.durationMinutes}, 'bufferMinutes', ${services.bufferMinutes},
          'adultsOnly', ${services.adultsOnly}, 'pricePence', ${services.pricePence},
          'depositKind', ${services.depositKind}, 'depositValue', ${services.depositValue})
        from ${services}
        where ${services.id} = ${query.serviceId} and ${services.isActive} and ${services.bookable})`,
      team: sql<
        TeamRow[]
      >`${rowsOf(sql`select ${professionals.id} as "id", ${professionals.name} as "name",
          ${professionals.followsOpeningHours} as "followsOpeningHours",
          ${professionals.rotaWeeks} as "rotaWeeks", ${professionals.rotaStartsOn} as "rotaStartsOn",
          exists (select 1 from ${professionalServices}
            where ${professionalServices.professionalId} = ${professionals.id}
            and ${professionalServices.serviceId} = ${query.serviceId}) as "performs"
        from ${professionals}
        where ${professionals.isActive}
        ${query.professionalId ? sql`and ${professionals.id} = ${query.professionalId}` : sql``}
        order by ${professionals.sortOrder}, ${professionals.name}`)}`,
      pattern: sql<(PatternInterval & { professionalId: string })[]>`${rowsOf(sql`select
          ${workingIntervals.professionalId} as "professionalId", ${workingIntervals.week} as "week",
          ${workingIntervals.weekday} as "weekday",
          ${workingIntervals.startMinute} as "startMinute", ${workingIntervals.endMinute} as "endMinute"
        from ${workingIntervals} where ${workingIntervals.professionalId} in (${eligibleIds})`)}`,
      timeOff: sql<SpanRow[]>`${rowsOf(sql`select ${timeOff.professionalId} as "professionalId",
          ${ms(timeOff.startsAt)} as "startsAt", ${ms(timeOff.endsAt)} as "endsAt"
        from ${timeOff}
        where ${timeOff.professionalId} in (${eligibleIds})
        and ${timeOff.startsAt} < ${window.end.toISOString()} and ${timeOff.endsAt} > ${window.start.toISOString()}`)}`,
      closures: sql<Closure[]>`${rowsOf(sql`select ${closures.startsOn} as "startsOn",
          ${closures.endsOn} as "endsOn", ${closures.reason} as "reason"
        from ${closures}
        where ${closures.startsOn} <= ${query.to} and ${closures.endsOn} >= ${query.from}
        order by ${closures.startsOn}`)}`,
      openings: sql<{ date: string }[]>`${rowsOf(sql`select ${bankHolidayOpenings.date} as "date"
        from ${bankHolidayOpenings}
        where ${bankHolidayOpenings.date} between ${query.from} and ${query.to}`)}`,
      busy:
        query.withBusy === false
          ? sql<SpanRow[]>`'[]'::json`
          : sql<
              SpanRow[]
            >`${rowsOf(sql`select ${appointments.assignedProfessionalId} as "professionalId",
          ${ms(appointments.startsAt)} as "startsAt", ${ms(appointments.blockedUntil)} as "endsAt"
        from ${appointments}
        where ${appointments.status} in (${sql.join(
          LIVE_STATUSES.map((status) => sql`${status}`),
          sql`, `,
        )})
        and ${appointments.assignedProfessionalId} in (${eligibleIds})
        ${query.excludeAppointmentId ? sql`and ${appointments.id} <> ${query.excludeAppointmentId}` : sql``}
        and ${holdingTime(query.now)}
        and ${appointments.startsAt} >= ${new Date(window.start.getTime() - LOOKBACK_MS).toISOString()}
        and ${appointments.startsAt} < ${window.end.toISOString()}
        and ${appointments.blockedUntil} > ${window.start.toISOString()}`)}`,
    })
    .from(sql`(select 1) as one`);
  const { service, team } = row!;
  if (!service) throw serviceUnavailable();
  const candidates = candidatesOf(
    team,
    query.professionalId,
    (p) => p.performs,
    (id) => row!.pattern.filter((i) => i.professionalId === id),
  );
  const spans = (rows: SpanRow[]): ProfessionalSpan[] =>
    rows.map((r) => ({
      professionalId: r.professionalId,
      startsAt: new Date(Number(r.startsAt)),
      endsAt: new Date(Number(r.endsAt)),
    }));
  const settings = row!.settings ? storedSalonSettings(row!.settings) : defaultSalonSettings;
  return {
    service,
    candidates,
    diary: {
      openingHours: settings.openingHours,
      online: settings.onlineBooking,
      closures: row!.closures,
      bankHolidayOpenings: new Set(row!.openings.map((o) => o.date)),
      timeOff: spans(row!.timeOff),
      busy: spans(row!.busy),
    },
  };
}

/**
 * Who may take the service, with their patterns: the chosen professional (`team` is then that one,
 * if active), who must perform it, or every active one who does, in the salon's order. Refuses an
 * unknown or inactive choice (404) and one who does not perform the service (422).
 */
export function candidatesOf<T extends TeamMember>(
  team: readonly T[],
  chosen: string | null,
  performs: (professional: T) => boolean,
  patternOf: (professionalId: string) => PatternInterval[],
): ScheduledProfessional[] {
  if (chosen) {
    if (team.length === 0) throw professionalUnavailable();
    if (!performs(team[0]!))
      throw new ApiError(422, 'not_performed', diaryMessages.notPerformed, {
        professionalId: diaryMessages.notPerformed,
      });
  }
  return team.filter(performs).map((p) => ({
    id: p.id,
    name: p.name,
    followsOpeningHours: p.followsOpeningHours,
    pattern: patternOf(p.id),
    rota: { weeks: p.rotaWeeks, startsOn: p.rotaStartsOn },
  }));
}

/** An active professional as the diary reads them, before their pattern is attached. */
export interface TeamMember {
  id: string;
  name: string;
  followsOpeningHours: boolean;
  rotaWeeks: number;
  rotaStartsOn: CalendarDate | null;
}

interface TeamRow extends TeamMember {
  performs: boolean;
}

/**
 * A row that takes its time: an appointment, or a deposit's hold that has not lapsed at `now` (the
 * app's clock). A lapsed hold is free time even before the job deletes it.
 */
export const holdingTime = (now: Date) =>
  or(isNull(appointments.heldUntil), gt(appointments.heldUntil, now))!;

/** Rows that are appointments, leaving out deposits' holds: what every listing and count reads. */
export const notAHold = () => isNull(appointments.heldUntil);

/**
 * The client of a row read with notAHold(): only a hold may lack one (the check constraint
 * appointments_client_unless_held, decision 052), so readers of appointments take it as set.
 */
export const bookedClientId = () => sql<string>`${appointments.clientId}`;

/**
 * The live bookings of the given professionals holding time in [window.start, window.end), with
 * their buffers (and unlapsed deposit holds): one indexed query (starts_at bounded by a day of
 * look-back).
 */
export async function busySpans(
  db: Db,
  /** Ids, or a subquery naming them (the eligible professionals, in the same round trip). */
  professionalIds: string[] | SQLWrapper,
  window: Span,
  options: {
    now: Date;
    /** Appointments being moved (a visit's parts move together): their own time is free to them. */
    excludeAppointmentId?: string | readonly string[];
  },
): Promise<ProfessionalSpan[]> {
  const { now, excludeAppointmentId } = options;
  if (Array.isArray(professionalIds) && professionalIds.length === 0) return [];
  return db
    .select({
      professionalId: appointments.assignedProfessionalId,
      startsAt: appointments.startsAt,
      endsAt: appointments.blockedUntil,
    })
    .from(appointments)
    .where(
      and(
        inArray(appointments.status, [...LIVE_STATUSES]),
        inArray(appointments.assignedProfessionalId, professionalIds),
        gte(appointments.startsAt, new Date(window.start.getTime() - LOOKBACK_MS)),
        lt(appointments.startsAt, window.end),
        gt(appointments.blockedUntil, window.start),
        holdingTime(now),
        typeof excludeAppointmentId === 'string'
          ? ne(appointments.id, excludeAppointmentId)
          : excludeAppointmentId?.length
            ? notInArray(appointments.id, [...excludeAppointmentId])
            : undefined,
      ),
    );
}

/**
 * Under the day's lock, before a booking or a move takes `window`: deletes the lapsed deposit
 * holds of these professionals that overlap it, since the no-overlap constraint still counts them.
 * Their deposits are locked first, in the order payment verification takes them (deposit, then
 * hold), so a payment arriving at that moment waits and then finds its hold gone rather than
 * deadlocking; the expiry job marks the deposits expired.
 */
export async function purgeLapsedHolds(
  tx: Db,
  professionalIds: string[],
  window: Span,
  now: Date,
): Promise<void> {
  if (professionalIds.length === 0) return;
  const lapsed = and(
    isNotNull(appointments.heldUntil),
    lte(appointments.heldUntil, now),
    inArray(appointments.assignedProfessionalId, professionalIds),
    lt(appointments.startsAt, window.end),
    gt(appointments.blockedUntil, window.start),
  );
  const holds = await tx.select({ id: appointments.id }).from(appointments).where(lapsed);
  if (holds.length === 0) return;
  const ids = holds.map((h) => h.id);
  await tx
    .select({ id: appointmentDeposits.id })
    .from(appointmentDeposits)
    .where(inArray(appointmentDeposits.appointmentId, ids))
    .for('update');
  await tx.delete(appointments).where(and(inArray(appointments.id, ids), lapsed));
}

/** Any fixed number: it only has to differ from the other advisory locks (migrations). */
const BOOKING_LOCK_CLASS = 7_340_513;

/** The two keys of a salon day's advisory lock. */
export function bookingDayLockKeys(date: string): [number, number] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return [BOOKING_LOCK_CLASS, Math.floor(Date.UTC(y, m - 1, d) / 86_400_000)];
}

/** Serialises the bookings of one salon day, across app instances (transaction-scoped lock). */
export async function lockBookingDay(tx: Db, date: string): Promise<void> {
  const [lockClass, dayNumber] = bookingDayLockKeys(date);
  await tx.execute(sql`select pg_advisory_xact_lock(${lockClass}, ${dayNumber})`);
}
