import { checkBookingSafety } from '../../clinical/booking-safety';
import { asc, eq } from 'drizzle-orm';
import type { AdminAppointment, Availability } from '@shared/schemas/booking';
import type { Db } from '../../../db/client';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../../../db/pg-error';
import { appointments, visits } from '../../../db/schema/booking';
import type { AdminActor } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import type { EmailAppointment } from '../core/booking-emails';
import { checkAge, reworded } from '../core/slot-booking';
import {
  busySpans,
  type LoadedDiary,
  loadDiary,
  lockBookingDay,
  purgeLapsedHolds,
} from '../diary/diary.service';
import { freeProfessionalFor, type ScheduledProfessional } from '../diary/schedule';
import { chainClosedReason, chainSpans, chainTimes } from '../visits/visit-chain';
import type { DiaryReader } from '../diary/availability.service';
import { DESK_WINDOW } from '../diary/salon-time';
import { selectAdminAppointments, toAdminAppointment } from './booking-admin.service';
import {
  DESK_MESSAGES,
  type DeskRequest,
  prepareDeskBooking,
  recordDeskBooking,
} from './desk-booking.service';

// The desk books several services back to back in one visit (issue 32, decision 052): the same
// chain as the public flow's (visit-chain.ts: part n+1 starts where part n's held span ends), the
// first part planned as a single desk booking is, and every part booked in one transaction under
// the day's lock and the no-overlap constraint. A part nobody can take refuses the whole visit,
// naming that part: nothing is written.

/**
 * The desk's free times for a visit (its window: now to two years ahead): the starts at which every
 * part fits back to back, each part read as the single service's free times are (chainTimes).
 */
export async function deskVisitTimes(
  readDiary: DiaryReader,
  query: { parts: { serviceId: string; professionalId: string | null }[]; date: string; now: Date },
): Promise<Availability> {
  const { date, now } = query;
  const parts = await Promise.all(
    query.parts.map((part) => readDiary({ ...part, from: date, to: date, now })),
  );
  return {
    date,
    times: chainTimes(date, parts, now, DESK_WINDOW),
    closedReason: chainClosedReason(date, parts),
  };
}

/** 'Parte 2 (Gel Polish): …': which part of the visit a refusal is about. */
const partMessage = (index: number, serviceName: string | null, message: string) =>
  serviceName
    ? `Parte ${index + 1} (${serviceName}): ${message}`
    : `Parte ${index + 1}: ${message}`;

const partRefused = (status: 409 | 422, code: string, index: number, name: string, why: string) => {
  const message = partMessage(index, name, why);
  // The first part's field is the form's time; a later part's, its own service.
  const field = index === 0 ? 'time' : `moreParts.${index - 1}.serviceId`;
  return new ApiError(status, code, message, { [field]: message });
};

/** One part as planned before the lock: its service, who may take it, the rules of its day. */
type PlannedPart = Pick<LoadedDiary, 'service' | 'diary'> & { candidates: ScheduledProfessional[] };

/**
 * Books a visit of the request's service and `moreParts` at the desk: 'confirmed', for an existing
 * client or a new record (created in the same transaction, so a refusal leaves none), one
 * confirmation e-mail and .ics listing every part, one audit row per part. Answers the parts as the
 * back office shows them, in order.
 */
export async function createDeskVisit(
  db: Db,
  actor: AdminActor,
  request: DeskRequest & { moreParts: NonNullable<DeskRequest['moreParts']> },
  context: { now: Date; publicUrl: string },
): Promise<AdminAppointment[]> {
  const { now } = context;
  const { plan, owner } = await prepareDeskBooking(db, request, context);
  const later = await Promise.all(
    request.moreParts.map((part, i) =>
      loadDiary(db, {
        serviceId: part.serviceId,
        professionalId: part.professionalId,
        from: request.date,
        to: request.date,
        withBusy: false,
        now,
      }).catch((err: unknown) => {
        const wording = reworded(err, DESK_MESSAGES.diary);
        if (!(wording instanceof ApiError)) throw wording;
        const message = partMessage(i + 1, null, wording.message);
        throw new ApiError(wording.status, wording.code, message, {
          [`moreParts.${i}.serviceId`]: message,
        });
      }),
    ),
  );
  const parts: PlannedPart[] = [{ ...plan, candidates: plan.working }, ...later];
  if (parts.some((part) => part.service.adultsOnly))
    checkAge(request.dateOfBirth ?? owner.existing?.dateOfBirth, request.date, DESK_MESSAGES);
  const spans = chainSpans(
    request.date,
    request.time,
    parts.map((part) => part.service),
  );
  // Before the lock: someone who performs each later part works for its whole span (the first
  // part's start was planSlot's question).
  for (const [i, span] of spans.entries())
    if (
      i > 0 &&
      !freeProfessionalFor(request.date, span, span.service, parts[i]!.candidates, parts[i]!.diary)
    )
      throw partRefused(422, 'slot_unavailable', i, span.service.name, DESK_MESSAGES.unavailable);

  const chosen = [request.professionalId, ...request.moreParts.map((p) => p.professionalId)];
  // The part being checked or written when the constraint refused: the refusal names it.
  let at = 0;
  let visitId: string;
  try {
    visitId = await db.transaction(async (tx) => {
      await lockBookingDay(tx, request.date);
      const takers: ScheduledProfessional[] = [];
      for (const [i, span] of spans.entries()) {
        at = i;
        const { candidates, diary } = parts[i]!;
        const ids = candidates.map((p) => p.id);
        await purgeLapsedHolds(tx, ids, span.held, now);
        const busy = await busySpans(tx, ids, span.held, { now });
        const taker = freeProfessionalFor(request.date, span, span.service, candidates, {
          ...diary,
          busy,
        });
        if (!taker) throw partRefused(409, 'slot_taken', i, span.service.name, DESK_MESSAGES.taken);
        takers.push(taker);
      }
      const slotOwner = await owner.take(tx);
      const [visit] = await tx.insert(visits).values({}).returning({ id: visits.id });
      const booked: EmailAppointment[] = [];
      for (const [i, span] of spans.entries()) {
        at = i;
        const [row] = await tx
          .insert(appointments)
          .values({
            visitId: visit!.id,
            clientId: slotOwner.clientId,
            userId: slotOwner.userId,
            serviceId: span.service.id,
            professionalId: chosen[i] ?? null,
            assignedProfessionalId: takers[i]!.id,
            startsAt: span.startsAt,
            endsAt: span.endsAt,
            blockedUntil: span.held.end,
            notes: null,
            staffNote: i === 0 ? request.staffNote : null,
            totalPricePence: span.service.pricePence,
            status: 'confirmed',
          })
          .returning({
            id: appointments.id,
            createdAt: appointments.createdAt,
            updatedAt: appointments.updatedAt,
            sequence: appointments.sequence,
          });
        // The clinic's rules per part, once it is written: a consultation booked as an earlier
        // part lets a prescription-only treatment follow it (issue 33).
        await checkBookingSafety(
          tx,
          slotOwner.clientId,
          { serviceId: span.service.id, startsAt: span.startsAt, appointmentId: row!.id },
          'staff',
          request.clinicalOverrideReason
            ? { reason: request.clinicalOverrideReason, actor }
            : undefined,
        );
        booked.push({
          ...row!,
          serviceName: span.service.name,
          professionalName: chosen[i] ? takers[i]!.name : null,
          startsAt: span.startsAt,
          endsAt: span.endsAt,
          notes: null,
          totalPricePence: span.service.pricePence,
        });
      }
      await recordDeskBooking(tx, actor, request, {
        parts: booked,
        owner: slotOwner,
        publicUrl: context.publicUrl,
        now,
        visitId: visit!.id,
      });
      return visit!.id;
    });
  } catch (err) {
    if (pgErrorCode(err) === EXCLUSION_VIOLATION)
      throw partRefused(409, 'slot_taken', at, spans[at]!.service.name, DESK_MESSAGES.taken);
    throw err;
  }
  const rows = await selectAdminAppointments(db)
    .where(eq(appointments.visitId, visitId))
    .orderBy(asc(appointments.startsAt));
  return rows.map(toAdminAppointment);
}
