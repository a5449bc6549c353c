import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bookingMessages } from '@shared/booking';
import { depositPence } from '@shared/deposits';
import { salonDate, salonTime } from '@shared/salon-dates';
import type { visitHoldInputSchema } from '@shared/schemas/visits';
import { VISIT_HOLD_MINUTES, type VisitHold, type VisitPartSummary } from '@shared/schemas/visits';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../../../db/pg-error';
import { appointments, visits } from '../../../db/schema/booking';
import { professionals, services } from '../../../db/schema/catalogue';
import { ApiError } from '../../../http/errors';
import { DAY_BUSY_MESSAGES, type DayQueue } from '../core/day-queue';
import { planSlot } from '../core/slot-booking';
import {
  busySpans,
  type LoadedDiary,
  loadDiary,
  lockBookingDay,
  purgeLapsedHolds,
} from '../diary/diary.service';
import { ONLINE_WINDOW } from '../diary/salon-time';
import { freeProfessionalFor, type ScheduledProfessional } from '../diary/schedule';
import { ONLINE_MESSAGES } from '../online/booking.service';
import { chainSpans } from './visit-chain';

/** What a visitor sees once their hold has lapsed, been booked or released. */
export const holdExpiredMessage = 'This hold has expired. Please choose a time again.';
export const holdNotFound = () => new ApiError(404, 'hold_expired', holdExpiredMessage);

/** Only the token's SHA-256 is stored: a leaked database cannot book or release anyone's hold. */
export const hashHoldToken = (token: string) => createHash('sha256').update(token).digest('hex');

const slotUnavailable = () =>
  new ApiError(409, 'slot_unavailable', bookingMessages.slotUnavailable, {
    time: bookingMessages.slotUnavailable,
  });

type HoldRequest = z.output<typeof visitHoldInputSchema>;

/** One part before the day's lock: its service, who may take it, and the rules of its day. */
interface PlannedPart {
  professionalId: string | null;
  loaded: Pick<LoadedDiary, 'service' | 'diary'> & { candidates: ScheduledProfessional[] };
}

/**
 * Checks what needs no lock: the first part's start as a single booking's (window, notice, grid,
 * closure, someone working), and every later part's service and professional.
 */
async function planParts(db: Db, request: HoldRequest, now: Date): Promise<PlannedPart[]> {
  const [first, ...later] = request.parts;
  const plan = await planSlot(
    db,
    { ...first!, date: request.date, time: request.time, notes: null },
    { now, window: ONLINE_WINDOW, messages: ONLINE_MESSAGES },
  );
  const rest = await Promise.all(
    later.map((part) =>
      loadDiary(db, {
        serviceId: part.serviceId,
        professionalId: part.professionalId,
        from: request.date,
        to: request.date,
        withBusy: false,
        now,
      }),
    ),
  );
  return [
    { professionalId: first!.professionalId, loaded: { ...plan, candidates: plan.working } },
    ...rest.map((loaded, i) => ({ professionalId: later[i]!.professionalId, loaded })),
  ];
}

/**
 * Holds every part of a visit for VISIT_HOLD_MINUTES, before the visitor says who they are: one
 * appointments row per part with `held_until` and no client (decision 052), so the no-overlap
 * constraint keeps the time from everyone else, as a deposit's hold is kept. All parts or none, in
 * one transaction under the day's lock: a part nobody is free for refuses the whole visit.
 */
export async function holdVisit(
  db: Db,
  input: HoldRequest,
  context: { now: Date; dayQueue?: DayQueue },
): Promise<VisitHold> {
  const { now } = context;
  const planned = await planParts(db, input, now);
  const spans = chainSpans(
    input.date,
    input.time,
    planned.map((p) => p.loaded.service),
  );
  const heldUntil = new Date(now.getTime() + VISIT_HOLD_MINUTES * 60_000);
  const token = randomBytes(32).toString('base64url');
  const hold = async () => {
    try {
      await db.transaction(async (tx) => {
        await lockBookingDay(tx, input.date);
        const [visit] = await tx
          .insert(visits)
          .values({ holdTokenHash: hashHoldToken(token) })
          .returning({ id: visits.id });
        for (const [i, span] of spans.entries()) {
          const { loaded, professionalId } = planned[i]!;
          const ids = loaded.candidates.map((p) => p.id);
          await purgeLapsedHolds(tx, ids, span.held, now);
          const busy = await busySpans(tx, ids, span.held, { now });
          const taker = freeProfessionalFor(input.date, span, span.service, loaded.candidates, {
            ...loaded.diary,
            busy,
          });
          if (!taker) throw slotUnavailable();
          await tx.insert(appointments).values({
            visitId: visit!.id,
            serviceId: span.service.id,
            professionalId,
            assignedProfessionalId: taker.id,
            startsAt: span.startsAt,
            endsAt: span.endsAt,
            blockedUntil: span.held.end,
            totalPricePence: span.service.pricePence,
            status: 'pending',
            heldUntil,
          });
        }
      });
    } catch (err) {
      if (pgErrorCode(err) === EXCLUSION_VIOLATION) throw slotUnavailable();
      throw err;
    }
  };
  await (context.dayQueue
    ? context.dayQueue.run(input.date, DAY_BUSY_MESSAGES.online, hold)
    : hold());
  return (await readHold(db, token, now))!;
}

const chosen = alias(professionals, 'chosen_professional');

/** A held visit's id and its parts, in order; undefined once lapsed, booked or released. */
export async function heldParts(db: Db, token: string, now: Date) {
  const rows = await db
    .select({
      visitId: visits.id,
      id: appointments.id,
      serviceId: appointments.serviceId,
      serviceName: services.name,
      professionalName: chosen.name,
      startsAt: appointments.startsAt,
      durationMinutes: services.durationMinutes,
      pricePence: appointments.totalPricePence,
      depositKind: services.depositKind,
      depositValue: services.depositValue,
      heldUntil: appointments.heldUntil,
    })
    .from(visits)
    .innerJoin(appointments, eq(appointments.visitId, visits.id))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(chosen, eq(chosen.id, appointments.professionalId))
    .where(
      and(
        eq(visits.holdTokenHash, hashHoldToken(token)),
        isNull(appointments.clientId),
        gt(appointments.heldUntil, now),
      ),
    )
    .orderBy(asc(appointments.startsAt));
  return rows.length > 0 ? rows : undefined;
}

/** The hold as the flow shows it, or undefined once lapsed, booked or released. */
export async function readHold(db: Db, token: string, now: Date): Promise<VisitHold | undefined> {
  const rows = await heldParts(db, token, now);
  if (!rows) return undefined;
  const parts = rows.map((row): VisitPartSummary => ({
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    professionalName: row.professionalName ?? 'No preference',
    date: salonDate(row.startsAt),
    time: salonTime(row.startsAt),
    durationMinutes: row.durationMinutes,
    pricePence: row.pricePence,
    depositPence: depositPence(row),
  }));
  const deposits = parts.flatMap((p) => (p.depositPence === null ? [] : [p.depositPence]));
  return {
    token,
    expiresAt: rows[0]!.heldUntil!.toISOString(),
    parts,
    totalPricePence: parts.reduce((sum, p) => sum + p.pricePence, 0),
    depositPence: deposits.length > 0 ? deposits.reduce((sum, d) => sum + d, 0) : null,
  };
}

/** The visitor lets the time go: the held parts are deleted at once, so the time is free again. */
export async function releaseVisitHold(db: Db, token: string): Promise<void> {
  const released = await db.transaction(async (tx) => {
    const [visit] = await tx
      .update(visits)
      .set({ holdTokenHash: null })
      .where(eq(visits.holdTokenHash, hashHoldToken(token)))
      .returning({ id: visits.id });
    if (!visit) return false;
    await tx
      .delete(appointments)
      .where(
        and(
          eq(appointments.visitId, visit.id),
          isNull(appointments.clientId),
          isNotNull(appointments.heldUntil),
        ),
      );
    return true;
  });
  if (!released) throw holdNotFound();
}
