import { and, asc, eq, gt, gte, inArray, lt, lte, type SQLWrapper, sql } from 'drizzle-orm';
import { LIVE_STATUSES } from '@shared/booking';
import { diaryMessages } from '@shared/diary';
import { type CalendarDate, salonDaySpan } from '@shared/salon-dates';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/booking';
import { professionals, services } from '../../db/schema/catalogue';
import {
  bankHolidayOpenings,
  closures,
  professionalServices,
  timeOff,
  workingIntervals,
} from '../../db/schema/diary';
import { ApiError } from '../../http/errors';
import { getSalonSettings } from '../../settings/salon-settings';
import type { Diary, ProfessionalSpan, ScheduledProfessional, Span } from './schedule';

// What the booking rules (schedule.ts) need for a stretch of dates, read in one round trip: every
// query below is indexed and they run together (on PostgreSQL, on parallel pooled connections).

/** No bookable service lasts a day, so a booking overlapping a window started less than a day before it. */
const LOOKBACK_MS = 24 * 60 * 60 * 1000;

export interface BookableService {
  id: string;
  name: string;
  durationMinutes: number;
  bufferMinutes: number;
  adultsOnly: boolean;
  pricePence: number;
}

const serviceUnavailable = () =>
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
}

export interface LoadedDiary {
  service: BookableService;
  /** The chosen professional, or every active one who performs the service, in the salon's order. */
  candidates: ScheduledProfessional[];
  diary: Diary;
}

/**
 * The service, the professionals who may take it (the one chosen, who must be active and perform
 * it, or all the eligible ones) with their patterns, and the dates' opening hours, closures,
 * bank-holiday openings, time off and live bookings.
 */
export async function loadDiary(db: Db, query: DiaryQuery): Promise<LoadedDiary> {
  const window: Span = {
    start: salonDaySpan(query.from).start,
    end: salonDaySpan(query.to).end,
  };
  // Who may take it: the professionals performing the service (and, if chosen, that one).
  const eligibleIds = db
    .select({ id: professionalServices.professionalId })
    .from(professionalServices)
    .where(
      and(
        eq(professionalServices.serviceId, query.serviceId),
        query.professionalId
          ? eq(professionalServices.professionalId, query.professionalId)
          : undefined,
      ),
    );
  const [settings, [service], team, pattern, away, closed, openings, busy] = await Promise.all([
    getSalonSettings(db),
    db
      .select({
        id: services.id,
        name: services.name,
        durationMinutes: services.durationMinutes,
        bufferMinutes: services.bufferMinutes,
        adultsOnly: services.adultsOnly,
        pricePence: services.pricePence,
      })
      .from(services)
      .where(
        and(
          eq(services.id, query.serviceId),
          eq(services.isActive, true),
          eq(services.bookable, true),
        ),
      ),
    db
      .select({
        id: professionals.id,
        name: professionals.name,
        followsOpeningHours: professionals.followsOpeningHours,
        performs: sql<boolean>`${professionalServices.serviceId} is not null`,
      })
      .from(professionals)
      .leftJoin(
        professionalServices,
        and(
          eq(professionalServices.professionalId, professionals.id),
          eq(professionalServices.serviceId, query.serviceId),
        ),
      )
      .where(
        and(
          eq(professionals.isActive, true),
          query.professionalId ? eq(professionals.id, query.professionalId) : undefined,
        ),
      )
      .orderBy(asc(professionals.sortOrder), asc(professionals.name)),
    db
      .select({
        professionalId: workingIntervals.professionalId,
        weekday: workingIntervals.weekday,
        startMinute: workingIntervals.startMinute,
        endMinute: workingIntervals.endMinute,
      })
      .from(workingIntervals)
      .where(inArray(workingIntervals.professionalId, eligibleIds)),
    db
      .select({
        professionalId: timeOff.professionalId,
        startsAt: timeOff.startsAt,
        endsAt: timeOff.endsAt,
      })
      .from(timeOff)
      .where(
        and(
          inArray(timeOff.professionalId, eligibleIds),
          lt(timeOff.startsAt, window.end),
          gt(timeOff.endsAt, window.start),
        ),
      ),
    db
      .select({ startsOn: closures.startsOn, endsOn: closures.endsOn, reason: closures.reason })
      .from(closures)
      .where(and(lte(closures.startsOn, query.to), gte(closures.endsOn, query.from)))
      .orderBy(asc(closures.startsOn)),
    db
      .select({ date: bankHolidayOpenings.date })
      .from(bankHolidayOpenings)
      .where(
        and(gte(bankHolidayOpenings.date, query.from), lte(bankHolidayOpenings.date, query.to)),
      ),
    query.withBusy === false
      ? Promise.resolve([] as ProfessionalSpan[])
      : busySpans(db, eligibleIds, window),
  ]);
  if (!service) throw serviceUnavailable();
  if (query.professionalId) {
    if (team.length === 0) throw professionalUnavailable();
    if (!team[0]!.performs)
      throw new ApiError(422, 'not_performed', diaryMessages.notPerformed, {
        professionalId: diaryMessages.notPerformed,
      });
  }
  const candidates = team
    .filter((p) => p.performs)
    .map(({ performs: _, ...p }) => ({
      ...p,
      pattern: pattern.filter((i) => i.professionalId === p.id),
    }));
  return {
    service,
    candidates,
    diary: {
      openingHours: settings.openingHours,
      closures: closed,
      bankHolidayOpenings: new Set(openings.map((o) => o.date)),
      timeOff: away,
      busy,
    },
  };
}

/**
 * The live bookings of the given professionals holding time in [window.start, window.end), with
 * their buffers: one indexed query (starts_at bounded by a day of look-back).
 */
export async function busySpans(
  db: Db,
  /** Ids, or a subquery naming them (the eligible professionals, in the same round trip). */
  professionalIds: string[] | SQLWrapper,
  window: Span,
): Promise<ProfessionalSpan[]> {
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
      ),
    );
}

/** Any fixed number: it only has to differ from the other advisory locks (migrations). */
const BOOKING_LOCK_CLASS = 7_340_513;

/** Serialises the bookings of one salon day, across app instances (transaction-scoped lock). */
export async function lockBookingDay(tx: Db, date: string): Promise<void> {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const dayNumber = Math.floor(Date.UTC(y, m - 1, d) / 86_400_000);
  await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK_CLASS}, ${dayNumber})`);
}
