import { and, asc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { LIVE_STATUSES } from '@shared/booking';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/booking';
import { professionals, services } from '../../db/schema/catalogue';
import { ApiError } from '../../http/errors';
import { datesOfMonth, salonDaySpan } from '@shared/salon-dates';
import { type Slot, slotsOf } from './salon-time';

/** No bookable service lasts a day, so a booking overlapping a window started less than a day before it. */
const LOOKBACK_MS = 24 * 60 * 60 * 1000;

export interface BookableServiceRow {
  id: string;
  name: string;
  durationMinutes: number;
  pricePence: number;
}

export async function findBookableService(db: Db, serviceId: string): Promise<BookableServiceRow> {
  const [service] = await db
    .select({
      id: services.id,
      name: services.name,
      durationMinutes: services.durationMinutes,
      pricePence: services.pricePence,
    })
    .from(services)
    .where(
      and(eq(services.id, serviceId), eq(services.isActive, true), eq(services.bookable, true)),
    );
  if (!service)
    throw new ApiError(
      404,
      'service_unavailable',
      'This service cannot be booked online. Please choose another service.',
      { serviceId: 'This service cannot be booked online. Please choose another service.' },
    );
  return service;
}

/**
 * The professionals who may take the booking: the one chosen, or every active professional for
 * 'No preference', in the salon's order.
 */
export async function candidateProfessionals(
  db: Db,
  professionalId: string | null,
): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .select({ id: professionals.id, name: professionals.name })
    .from(professionals)
    .where(
      and(
        eq(professionals.isActive, true),
        professionalId ? eq(professionals.id, professionalId) : undefined,
      ),
    )
    .orderBy(asc(professionals.sortOrder), asc(professionals.name));
  if (professionalId && rows.length === 0)
    throw new ApiError(
      404,
      'professional_unavailable',
      'This professional is not available. Please choose another one.',
      { professionalId: 'This professional is not available. Please choose another one.' },
    );
  return rows;
}

export interface BusySpan {
  professionalId: string;
  startsAt: Date;
  endsAt: Date;
}

/** The live bookings of the given professionals overlapping [from, to): one indexed query. */
export async function busySpans(
  db: Db,
  professionalIds: string[],
  from: Date,
  to: Date,
): Promise<BusySpan[]> {
  if (professionalIds.length === 0) return [];
  return db
    .select({
      professionalId: appointments.assignedProfessionalId,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
    })
    .from(appointments)
    .where(
      and(
        inArray(appointments.status, [...LIVE_STATUSES]),
        inArray(appointments.assignedProfessionalId, professionalIds),
        gte(appointments.startsAt, new Date(from.getTime() - LOOKBACK_MS)),
        lt(appointments.startsAt, to),
        gt(appointments.endsAt, from),
      ),
    );
}

/** The first candidate free for the whole slot, or undefined. */
export function freeProfessional<T extends { id: string }>(
  slot: Pick<Slot, 'startsAt' | 'endsAt'>,
  candidates: T[],
  busy: BusySpan[],
): T | undefined {
  return candidates.find(
    (p) =>
      !busy.some(
        (b) =>
          b.professionalId === p.id &&
          b.startsAt.getTime() < slot.endsAt.getTime() &&
          b.endsAt.getTime() > slot.startsAt.getTime(),
      ),
  );
}

interface AvailabilityQuery {
  serviceId: string;
  professionalId: string | null;
  now: Date;
}

/** The free start times of a date for a service (and professional). */
export async function freeTimes(
  db: Db,
  query: AvailabilityQuery & { date: string },
): Promise<string[]> {
  const service = await findBookableService(db, query.serviceId);
  const candidates = await candidateProfessionals(db, query.professionalId);
  const slots = slotsOf(query.date, service.durationMinutes, query.now);
  if (slots.length === 0 || candidates.length === 0) return [];
  const span = salonDaySpan(query.date);
  const busy = await busySpans(
    db,
    candidates.map((p) => p.id),
    span.start,
    span.end,
  );
  return slots.filter((slot) => freeProfessional(slot, candidates, busy)).map((s) => s.time);
}

/** The dates of a month (YYYY-MM) that still have at least one free time. */
export async function availableDays(
  db: Db,
  query: AvailabilityQuery & { month: string },
): Promise<string[]> {
  const service = await findBookableService(db, query.serviceId);
  const candidates = await candidateProfessionals(db, query.professionalId);
  const dates = datesOfMonth(query.month);
  const slotsByDate = dates.map((date) => ({
    date,
    slots: slotsOf(date, service.durationMinutes, query.now),
  }));
  if (candidates.length === 0 || slotsByDate.every((d) => d.slots.length === 0)) return [];
  const busy = await busySpans(
    db,
    candidates.map((p) => p.id),
    salonDaySpan(dates[0]!).start,
    salonDaySpan(dates.at(-1)!).end,
  );
  return slotsByDate
    .filter(({ slots }) => slots.some((slot) => freeProfessional(slot, candidates, busy)))
    .map(({ date }) => date);
}

/** Any fixed number: it only has to differ from the other advisory locks (migrations). */
const BOOKING_LOCK_CLASS = 7_340_513;

/** Serialises the bookings of one salon day, across app instances (transaction-scoped lock). */
export async function lockBookingDay(tx: Db, date: string): Promise<void> {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const dayNumber = Math.floor(Date.UTC(y, m - 1, d) / 86_400_000);
  await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK_CLASS}, ${dayNumber})`);
}
