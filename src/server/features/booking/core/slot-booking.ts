import { ADULT_AGE } from '@shared/diary';
import { type AppointmentStatus } from '@shared/booking';
import { addYears, salonInstant } from '@shared/salon-dates';
import type { Db } from '../../../db/client';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../../../db/pg-error';
import { appointments } from '../../../db/schema/booking';
import { ApiError } from '../../../http/errors';
import type { EmailAppointment } from './booking-emails';
import {
  checkBookingSafety,
  type SafetyAudience,
  type SafetyOverride,
} from '../../clinical/booking-safety';
import {
  type BookableService,
  busySpans,
  loadDiary,
  lockBookingDay,
  purgeLapsedHolds,
} from '../diary/diary.service';
import type { BookingWindow, SlotProblem } from '../diary/salon-time';
import {
  type Diary,
  freeProfessionalFor,
  heldSpan,
  isFree,
  type ScheduledProfessional,
  type Span,
  startProblem,
  startsOnTheirGrid,
} from '../diary/schedule';

// One way into the diary for every booking, the client's online and the desk's (issue 17): the same
// engine checks, the same day lock and the same exclusion constraint; only the window, the wording
// and what is written beside the appointment differ.

/** How a booking's refusals read: in English to clients online, in Portuguese at the desk. */
export interface SlotMessages {
  closed: (reason: string) => string;
  slot: Record<SlotProblem, string>;
  /** Nobody who performs the service works then (pattern, time off). */
  unavailable: string;
  taken: string;
  dateOfBirthMissing: string;
  underAge: string;
  /** Who reads the clinic's refusals (patch test, prescription): the client or the desk. */
  audience: SafetyAudience;
  /** loadDiary's refusals (service_unavailable, professional_unavailable, not_performed), reworded. */
  diary?: Partial<Record<string, string>>;
}

export interface SlotRequest {
  serviceId: string;
  professionalId: string | null;
  date: string;
  time: string;
  notes: string | null;
}

/** A start the engine accepts before the lock: who could take it, and the span it would hold. */
export interface PlannedSlot {
  request: SlotRequest;
  service: BookableService;
  startsAt: Date;
  endsAt: Date;
  held: Span;
  working: ScheduledProfessional[];
  diary: Diary;
  /** The app's clock when planned: what decides whether a deposit's hold has lapsed. */
  now: Date;
}

/**
 * Reads the day's diary (hours, closures, time off; not the bookings) in one round trip and checks
 * what does not need the day's lock: the start inside the window and on its rule's times (the
 * fixed list, or the professionals' own grid), the closure, and someone who performs the service
 * working then.
 */
export async function planSlot(
  db: Db,
  request: SlotRequest,
  options: { now: Date; window: BookingWindow; messages: SlotMessages },
): Promise<PlannedSlot> {
  const { messages } = options;
  const { service, candidates, diary } = await loadDiary(db, {
    serviceId: request.serviceId,
    professionalId: request.professionalId,
    from: request.date,
    to: request.date,
    withBusy: false,
    now: options.now,
  }).catch((err: unknown) => {
    throw reworded(err, messages.diary);
  });
  const problem = startProblem(
    request.date,
    request.time,
    service,
    diary,
    options.now,
    options.window,
  );
  if (problem?.kind === 'closed') {
    const message = messages.closed(problem.reason);
    throw new ApiError(422, 'salon_closed', message, { date: message });
  }
  if (problem)
    throw new ApiError(422, 'slot_unavailable', messages.slot[problem.problem], {
      time: messages.slot[problem.problem],
    });
  const startsAt = salonInstant(request.date, request.time);
  const endsAt = new Date(startsAt.getTime() + service.durationMinutes * 60_000);
  const held = heldSpan({ startsAt, endsAt }, service.bufferMinutes);
  // Who works then at all (pattern, time off) and starts then (their own grid, decision 046):
  // decided before the lock, as the bookings are not.
  const working = candidates.filter(
    (p) =>
      startsOnTheirGrid(request.date, request.time, p, diary, options.window) &&
      isFree(request.date, p, held, diary),
  );
  if (working.length === 0)
    throw new ApiError(422, 'slot_unavailable', messages.unavailable, {
      time: messages.unavailable,
    });
  return { request, service, startsAt, endsAt, held, working, diary, now: options.now };
}

/** loadDiary's refusals in the booking's own words (the desk's Portuguese). */
export function reworded(err: unknown, wording: SlotMessages['diary']): unknown {
  const message = err instanceof ApiError ? wording?.[err.code] : undefined;
  if (!(err instanceof ApiError) || !message) return err;
  const fields = err.fields
    ? Object.fromEntries(Object.keys(err.fields).map((key) => [key, message]))
    : undefined;
  return new ApiError(err.status, err.code, message, fields);
}

/**
 * An 18+ service (the Botulinum Toxin and Cosmetic Fillers (Children) Act 2021): the client must be
 * 18 on the appointment's date, their birthday included.
 */
export function checkAge(
  dateOfBirth: string | null | undefined,
  appointmentDate: string,
  messages: Pick<SlotMessages, 'dateOfBirthMissing' | 'underAge'>,
): void {
  if (!dateOfBirth)
    throw new ApiError(422, 'date_of_birth_required', messages.dateOfBirthMissing, {
      dateOfBirth: messages.dateOfBirthMissing,
    });
  if (appointmentDate < addYears(dateOfBirth, ADULT_AGE))
    throw new ApiError(422, 'under_age', messages.underAge, {
      dateOfBirth: messages.underAge,
    });
}

/** Whose appointment it is: the client record, and its account when it has one. */
export interface SlotOwner {
  clientId: string;
  userId: string | null;
}

/**
 * Books a planned slot. The day's bookings are serialised by an advisory lock, the free
 * professional is chosen inside that lock, and the exclusion constraint refuses any overlap that
 * could slip past it: two requests racing for one slot never both succeed. `owner` and `after` run
 * in the same transaction (a client record created for the booking, its e-mails, the audit), so a
 * refused slot leaves nothing behind. The price is the catalogue's.
 */
export async function bookPlannedSlot(
  db: Db,
  plan: PlannedSlot,
  booking: {
    status: AppointmentStatus;
    /** Set for a deposit's hold (decision 028): the row is not an appointment until it is paid. */
    heldUntil?: Date;
    /** Staff's internal note (the desk's): stored beside, never in, the client's notes. */
    staffNote?: string | null;
    messages: Pick<SlotMessages, 'taken' | 'audience'>;
    /** The desk's written reason to book past a missing or reacted patch test (audited). */
    clinicalOverride?: SafetyOverride;
    owner: (tx: Db) => Promise<SlotOwner>;
    after: (tx: Db, appointment: EmailAppointment, owner: SlotOwner) => Promise<void>;
  },
): Promise<EmailAppointment> {
  const { request, service, startsAt, endsAt, held, working } = plan;
  const taken = () => new ApiError(409, 'slot_taken', booking.messages.taken);
  try {
    return await db.transaction(async (tx) => {
      await lockBookingDay(tx, request.date);
      const ids = working.map((p) => p.id);
      await purgeLapsedHolds(tx, ids, held, plan.now);
      const busy = await busySpans(tx, ids, held, { now: plan.now });
      const assigned = freeProfessionalFor(request.date, { startsAt, endsAt }, service, working, {
        ...plan.diary,
        busy,
      });
      if (!assigned) throw taken();
      const owner = await booking.owner(tx);
      // The clinic's rules need the client, known only now (a new desk client is created above).
      await checkBookingSafety(
        tx,
        owner.clientId,
        { serviceId: service.id, startsAt },
        booking.messages.audience,
        booking.clinicalOverride,
      );
      const [row] = await tx
        .insert(appointments)
        .values({
          clientId: owner.clientId,
          userId: owner.userId,
          serviceId: service.id,
          professionalId: request.professionalId,
          assignedProfessionalId: assigned.id,
          startsAt,
          endsAt,
          blockedUntil: held.end,
          notes: request.notes,
          staffNote: booking.staffNote ?? null,
          totalPricePence: service.pricePence,
          status: booking.status,
          heldUntil: booking.heldUntil ?? null,
        })
        .returning({
          id: appointments.id,
          createdAt: appointments.createdAt,
          updatedAt: appointments.updatedAt,
          sequence: appointments.sequence,
        });
      const appointment: EmailAppointment = {
        id: row!.id,
        serviceName: service.name,
        professionalName: request.professionalId ? assigned.name : null,
        startsAt,
        endsAt,
        createdAt: row!.createdAt,
        updatedAt: row!.updatedAt,
        sequence: row!.sequence,
        notes: request.notes,
        totalPricePence: service.pricePence,
      };
      await booking.after(tx, appointment, owner);
      return appointment;
    });
  } catch (err) {
    if (pgErrorCode(err) === EXCLUSION_VIOLATION) throw taken();
    throw err;
  }
}
