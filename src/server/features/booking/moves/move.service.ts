import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { lateChangeMessage, MOVABLE_STATUSES, STATUS_DISPLAY } from '@shared/booking';
import { formatInstant, salonDate, salonInstant, salonTime } from '@shared/salon-dates';
import type { Db } from '../../../db/client';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../../../db/pg-error';
import { appointments } from '../../../db/schema/booking';
import { professionals } from '../../../db/schema/catalogue';
import { appointmentDeposits } from '../../../db/schema/deposits';
import { clientDetails } from '../../../domain/client-records';
import { ApiError } from '../../../http/errors';
import type { SalonSettings } from '@shared/schemas/settings';
import { getSalonSettings } from '../../../domain/salon-settings';
import { enqueueMail } from '../../../mail/mail-queue';
import { recordAdminAction } from '../../admin/audit.service';
import { bookingRescheduledEmail, bookingRescheduledNoticeEmail } from '../core/booking-emails';
import {
  canReschedule,
  emailAppointment,
  emailClient,
  ONLINE_MESSAGES,
} from '../online/booking.service';
import { carryDepositNotice } from '../deposits/deposit-money.service';
import { checkAge } from '../core/slot-booking';
import { checkBookingSafety } from '../../clinical/booking-safety';
import { liveVisitParts } from '../core/visit-parts';
import {
  busySpans,
  type LoadedDiary,
  loadDiary,
  lockBookingDay,
  bookedClientId,
  notAHold,
  purgeLapsedHolds,
} from '../diary/diary.service';
import { clientWording, type MoveWording, staffWording } from './move-wording';
import { type BookingWindow, DESK_WINDOW, ONLINE_WINDOW, windowProblem } from '../diary/salon-time';
import {
  freeProfessionalFor,
  heldSpan,
  isFree,
  type ScheduledProfessional,
  startsOnTheirGrid,
} from '../diary/schedule';

// Moving an appointment (decision 026, "Moves are one UPDATE"): the same checks as a new booking,
// with the appointment's own time left out of the busy spans, then one UPDATE under the new day's
// lock. The exclusion constraint still guards the new span, so the old time is given up only if
// the new one is taken: a refused move leaves the appointment exactly where it was.

/** Who moves it: staff at the desk (any appointment), or the client (their own, online rules). */
export type Mover =
  | { kind: 'staff'; actor: { id: string; email: string } }
  | { kind: 'client'; userId: string; email: string };

export interface MoveRequest {
  appointmentId: string;
  date: string;
  time: string;
  /** Staff only: the professional it moves to; null keeps the client's choice. */
  professionalId: string | null;
}

export interface MoveContext {
  now: Date;
  publicUrl: string;
  /** Where the salon hears of a client's own move (staff moves need no notice). */
  notifyEmail?: string;
}

const assignedPro = alias(professionals, 'assigned_professional');

/** The appointment as a move needs it, locked when read inside the move's transaction. */
function selectMovable(db: Db, id: string, mover: Mover) {
  return db
    .select({
      id: appointments.id,
      clientId: bookedClientId(),
      serviceId: appointments.serviceId,
      professionalId: appointments.professionalId,
      assignedProfessionalId: appointments.assignedProfessionalId,
      assignedName: assignedPro.name,
      startsAt: appointments.startsAt,
      visitId: appointments.visitId,
      status: appointments.status,
      depositPaid: sql<boolean>`${appointmentDeposits.id} is not null`,
    })
    .from(appointments)
    .innerJoin(assignedPro, eq(assignedPro.id, appointments.assignedProfessionalId))
    .leftJoin(
      appointmentDeposits,
      and(
        eq(appointmentDeposits.appointmentId, appointments.id),
        eq(appointmentDeposits.status, 'paid'),
      ),
    )
    .where(
      and(
        eq(appointments.id, id),
        notAHold(),
        mover.kind === 'client' ? eq(appointments.userId, mover.userId) : undefined,
      ),
    )
    .$dynamic();
}
type Movable = Awaited<ReturnType<ReturnType<typeof selectMovable>['execute']>>[number];

/**
 * Refuses a move of a finished appointment, or one the client may no longer move online: within
 * 12 hours, or 24 when its deposit is paid (decision 032).
 */
function checkMovable(
  row: Movable | undefined,
  mover: Mover,
  wording: MoveWording,
  now: Date,
  /** For the refusal a client gets too late: the salon's phone and WhatsApp. */
  salon: SalonSettings,
) {
  if (!row) throw wording.notFound();
  if (!(MOVABLE_STATUSES as readonly string[]).includes(row.status))
    throw new ApiError(409, 'not_movable', wording.notMovable(STATUS_DISPLAY[row.status]));
  if (mover.kind === 'client' && !canReschedule(row.status, row.startsAt, now, row.depositPaid))
    throw new ApiError(
      409,
      'reschedule_too_late',
      lateChangeMessage('reschedule', salon, { depositPaid: row.depositPaid }),
    );
  return row;
}

/**
 * A visit's other parts shifted by `shift` ms (issue 32): each keeps its professional if free, else
 * anyone performing its service free for its whole held span; null when a part finds nobody.
 * Under the day's lock, with the visit's own parts left out of the busy spans.
 */
async function shiftedParts(
  tx: Db,
  parts: (typeof appointments.$inferSelect)[],
  move: { date: string; shift: number; now: Date; partIds: string[] },
) {
  const shifted = [];
  for (const part of parts) {
    const { service, candidates, diary } = await loadDiary(tx, {
      serviceId: part.serviceId,
      professionalId: part.professionalId,
      from: move.date,
      to: move.date,
      withBusy: false,
      now: move.now,
    });
    const startsAt = new Date(part.startsAt.getTime() + move.shift);
    const endsAt = new Date(part.endsAt.getTime() + move.shift);
    const held = heldSpan({ startsAt, endsAt }, service.bufferMinutes);
    const ordered = holderFirst(candidates, part.assignedProfessionalId);
    const ids = ordered.map((p) => p.id);
    await purgeLapsedHolds(tx, ids, held, move.now);
    const busy = await busySpans(tx, ids, held, {
      now: move.now,
      excludeAppointmentId: move.partIds,
    });
    const taker = freeProfessionalFor(move.date, { startsAt, endsAt }, service, ordered, {
      ...diary,
      busy,
    });
    if (!taker) return null;
    shifted.push({
      id: part.id,
      startsAt,
      endsAt,
      blockedUntil: held.end,
      assignedProfessionalId: taker.id,
    });
  }
  return shifted;
}

/** The names of the professionals a move's audit rows mention, by id. */
async function professionalNames(tx: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: professionals.id, name: professionals.name })
    .from(professionals)
    .where(inArray(professionals.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The candidates in the order tried: whoever holds it now first, so a move keeps them if it can. */
function holderFirst(candidates: ScheduledProfessional[], holderId: string) {
  return [...candidates].sort((a, b) => Number(b.id === holderId) - Number(a.id === holderId));
}

/**
 * Moves an appointment to a new date and time (and, for staff, professional). Refusals: 404 for
 * an unknown appointment (or another client's), 409 for one that is not pending or confirmed, or
 * (client) within 12 hours of its current start (24 with its deposit paid), 422 for nothing to change or a time the engine
 * refuses (grid, hours, closure, working pattern, time off), 409 'slot_taken' when someone holds
 * the new time. Audited and e-mailed in the same transaction.
 */
export async function moveAppointment(
  db: Db,
  mover: Mover,
  request: MoveRequest,
  context: MoveContext,
) {
  const wording = mover.kind === 'staff' ? staffWording : clientWording;
  const window: BookingWindow = mover.kind === 'staff' ? DESK_WINDOW : ONLINE_WINDOW;
  const salon = await getSalonSettings(db);
  const current = checkMovable(
    (await selectMovable(db, request.appointmentId, mover))[0],
    mover,
    wording,
    context.now,
    salon,
  );
  // Staff may name a professional; otherwise the client's choice stands ('No preference': anyone).
  const chosenId = (mover.kind === 'staff' && request.professionalId) || current.professionalId;
  const startsAt = salonInstant(request.date, request.time);
  if (
    startsAt.getTime() === current.startsAt.getTime() &&
    (!request.professionalId || request.professionalId === current.assignedProfessionalId)
  )
    throw new ApiError(422, 'nothing_to_change', wording.nothingToChange, {
      time: wording.nothingToChange,
    });

  let loaded: LoadedDiary;
  try {
    loaded = await loadDiary(db, {
      serviceId: current.serviceId,
      professionalId: chosenId,
      from: request.date,
      to: request.date,
      withBusy: false,
      now: context.now,
    });
  } catch (err) {
    throw wording.translate(err);
  }
  const { service, candidates, diary } = loaded;
  const problem = wording.startProblem(
    request.date,
    request.time,
    service,
    diary,
    context.now,
    window,
  );
  if (problem) throw problem;
  if (service.adultsOnly) {
    const client = await clientDetails(db, current.clientId);
    try {
      checkAge(client?.dateOfBirth, request.date, ONLINE_MESSAGES);
    } catch (err) {
      throw wording.translate(err);
    }
  }

  const endsAt = new Date(startsAt.getTime() + service.durationMinutes * 60_000);
  const held = heldSpan({ startsAt, endsAt }, service.bufferMinutes);
  // Who works then at all (pattern, time off) and starts then (their grid, decision 046), before
  // the lock; the bookings are read under it.
  const working = holderFirst(candidates, current.assignedProfessionalId).filter(
    (p) =>
      startsOnTheirGrid(request.date, request.time, p, diary, window) &&
      isFree(request.date, p, held, diary),
  );
  if (working.length === 0) throw wording.nobodyWorking(Boolean(chosenId));

  try {
    await db.transaction(async (tx) => {
      await lockBookingDay(tx, request.date);
      // Read again, locked: a status change or another move since the checks above counts.
      const [row] = await selectMovable(tx, request.appointmentId, mover).for('update', {
        of: appointments,
      });
      const before = checkMovable(row, mover, wording, context.now, salon);
      // A visit's parts move together, keeping their gaps (issue 32): each is free to the others.
      const parts = await liveVisitParts(tx, before);
      const partIds = parts.map((p) => p.id);
      const shift = startsAt.getTime() - before.startsAt.getTime();
      // Each other part is held to the rules the moved one was (issue 32): the client's notice
      // before its present start (its own deposit's, when paid), and its new start inside the
      // window's notice and horizon.
      for (const part of parts) {
        if (part.id === before.id) continue;
        const [other] = await selectMovable(tx, part.id, mover);
        checkMovable(other, mover, wording, context.now, salon);
        const movedTo = new Date(part.startsAt.getTime() + shift);
        const outside = windowProblem(movedTo, context.now, window);
        if (outside) throw wording.otherPartOutOfWindow(salonTime(movedTo), outside);
      }
      const ids = working.map((p) => p.id);
      await purgeLapsedHolds(tx, ids, held, context.now);
      const busy = await busySpans(tx, ids, held, {
        now: context.now,
        excludeAppointmentId: partIds,
      });
      const assigned = freeProfessionalFor(request.date, { startsAt, endsAt }, service, working, {
        ...diary,
        busy,
      });
      if (!assigned) throw wording.slotTaken();
      const others = await shiftedParts(
        tx,
        parts.filter((p) => p.id !== before.id),
        { date: request.date, shift, now: context.now, partIds },
      ).catch((err: unknown) => {
        throw wording.translate(err);
      });
      if (!others) throw wording.slotTaken();
      const moves = [
        {
          id: before.id,
          startsAt,
          endsAt,
          blockedUntil: held.end,
          assignedProfessionalId: assigned.id,
          ...(mover.kind === 'staff' && request.professionalId
            ? { professionalId: request.professionalId }
            : {}),
        },
        ...others,
      ].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      // Later first when moving later (earlier first when earlier): no part ever overlaps
      // another's old span for the no-overlap constraint, which checks row by row.
      if (shift > 0) moves.reverse();
      for (const { id, ...set } of moves)
        await tx
          .update(appointments)
          .set({ ...set, sequence: sql`${appointments.sequence} + 1` })
          .where(eq(appointments.id, id));
      // The client's own move keeps the clinic's rules (issue 33): a treatment moved to under 48
      // hours after its patch test, or before its prescriber consultation, is refused.
      if (mover.kind === 'client')
        await checkBookingSafety(
          tx,
          before.clientId,
          { serviceId: current.serviceId, startsAt, appointmentId: before.id },
          'client',
        );
      const depositNoticeFrom = await carryDepositNotice(tx, before, context.now);

      // Every part moved is audited by its own id (issue 32), each with its own from and to.
      const names = await professionalNames(tx, [
        ...parts.map((p) => p.assignedProfessionalId),
        ...moves.map((m) => m.assignedProfessionalId),
      ]);
      for (const moved of moves) {
        const old = parts.find((p) => p.id === moved.id) ?? before;
        const fromName = names.get(old.assignedProfessionalId) ?? before.assignedName;
        const toName = names.get(moved.assignedProfessionalId) ?? assigned.name;
        const details = {
          from: `${formatInstant(old.startsAt, 'adminDateTime')} · ${fromName}`,
          to: `${formatInstant(moved.startsAt, 'adminDateTime')} · ${toName}`,
          fromDate: salonDate(old.startsAt),
          fromProfessionalId: old.assignedProfessionalId,
          toDate: salonDate(moved.startsAt),
          toTime: salonTime(moved.startsAt),
          toProfessionalId: moved.assignedProfessionalId,
          // A part moved with the one asked about: the visit, and that part.
          ...(moved.id !== before.id && { visitId: before.visitId, movedWith: before.id }),
          // Moved inside a paid deposit's notice: a cancellation still counts from this start.
          ...(moved.id === before.id && depositNoticeFrom
            ? { depositNoticeFrom: depositNoticeFrom.toISOString() }
            : {}),
        };
        const target = { type: 'appointment', id: moved.id };
        // The client's own move is logged with them as the actor (their account and e-mail).
        if (mover.kind === 'staff')
          await recordAdminAction(tx, mover.actor, 'appointment.move', target, details);
        else
          await recordAdminAction(
            tx,
            { id: mover.userId, email: mover.email },
            'appointment.reschedule',
            target,
            details,
          );
      }

      const mails = await Promise.all(partIds.map((id) => emailAppointment(tx, id)));
      // The visit's old start, as the e-mail tells it (the first part's).
      const previous = parts[0]!;
      const client = await emailClient(tx, before.clientId);
      if (client)
        await enqueueMail(
          tx,
          [
            bookingRescheduledEmail(mails, previous, client, context.publicUrl),
            ...(mover.kind === 'client' && context.notifyEmail
              ? [bookingRescheduledNoticeEmail(mails, previous, client, context.notifyEmail)]
              : []),
          ],
          [before.clientId, ...partIds],
        );
    });
  } catch (err) {
    if (pgErrorCode(err) === EXCLUSION_VIOLATION) throw wording.slotTaken();
    throw err;
  }
}
