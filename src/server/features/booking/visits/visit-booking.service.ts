import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { AppointmentStatus } from '@shared/booking';
import { depositPence } from '@shared/deposits';
import { salonDate } from '@shared/salon-dates';
import type { BookedVisit, visitBookInputSchema } from '@shared/schemas/visits';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { appointments, visits } from '../../../db/schema/booking';
import { services } from '../../../db/schema/catalogue';
import { accountClientId } from '../../../domain/client-records';
import { getSalonSettings } from '../../../domain/salon-settings';
import { ApiError } from '../../../http/errors';
import { enqueueMail } from '../../../mail/mail-queue';
import { queueFormsEmail } from '../../clinical/forms/forms-email';
import { bookingNoticeEmail, bookingReceivedEmail } from '../core/booking-emails';
import { DAY_BUSY_MESSAGES, type DayQueue } from '../core/day-queue';
import { checkAge } from '../core/slot-booking';
import { lockBookingDay } from '../diary/diary.service';
import { requireMobile } from '../online/booking-mobile.service';
import {
  type BookingContext,
  bookingClient,
  emailAppointment,
  listAppointments,
  ONLINE_MESSAGES,
  saveDateOfBirth,
} from '../online/booking.service';
import { hashHoldToken, heldParts, holdNotFound } from './visit-holds.service';

export const depositNotOnlineMessage =
  'This visit asks a deposit, which cannot be paid online yet. Please call us to book it.';

export type VisitBookRequest = z.output<typeof visitBookInputSchema>;

/** Where a visit's calendar file is (signed in, the client's own). */
export const visitIcsUrl = (visitId: string) => `/api/visits/${visitId}/ics`;

/** The ids of a client's own visit's parts, in order (none: not theirs, or no such visit). */
async function ownVisitIds(db: Db, userId: string, visitId: string): Promise<string[]> {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.visitId, visitId),
        eq(appointments.userId, userId),
        isNull(appointments.heldUntil),
      ),
    )
    .orderBy(asc(appointments.startsAt));
  return rows.map((row) => row.id);
}

/** A client's own visit as My Appointments shows it: its parts, in order. */
export async function ownVisit(
  db: Db,
  userId: string,
  visitId: string,
  now: Date,
): Promise<BookedVisit | undefined> {
  const ids = await ownVisitIds(db, userId, visitId);
  if (ids.length === 0) return undefined;
  const listed = await listAppointments(db, { userId, ids }, now);
  return {
    id: visitId,
    appointments: listed.sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
    icsUrl: visitIcsUrl(visitId),
  };
}

/**
 * The signed-in visitor books the visit they held (issue 32): every held part becomes theirs at
 * once, in one transaction under the day's lock, with one e-mail (and one calendar file) for the
 * whole visit. The hold must still be live: a lapsed, released or already booked one is the same
 * 404. A UK mobile is required (kept on the profile), and an 18+ service the date of birth.
 */
export async function bookHeldVisit(
  db: Db,
  token: string,
  request: VisitBookRequest & { userId: string },
  context: BookingContext & {
    dayQueue?: DayQueue;
    /** Keeps the request's answer in the booking's own transaction (decision 039). */
    keep?: (tx: Db, visit: BookedVisit, about: string[]) => Promise<void>;
  },
): Promise<BookedVisit> {
  const { now } = context;
  const held = await heldParts(db, token, now);
  if (!held) throw holdNotFound();
  // One checkout for the sum of the parts' deposits is not built yet (decision 052): such a visit
  // is refused before anything changes, never booked without its deposit.
  if (held.some((part) => depositPence(part) !== null))
    throw new ApiError(409, 'deposit_not_online', depositNotOnlineMessage);
  const date = salonDate(held[0]!.startsAt);
  const client = await bookingClient(db, request.userId);

  const book = () =>
    db.transaction(async (tx) => {
      await lockBookingDay(tx, date);
      const [visit] = await tx
        .select({ id: visits.id })
        .from(visits)
        .where(eq(visits.holdTokenHash, hashHoldToken(token)))
        .for('update');
      const parts = visit
        ? await tx
            .select({
              id: appointments.id,
              adultsOnly: services.adultsOnly,
              startsAt: appointments.startsAt,
            })
            .from(appointments)
            .innerJoin(services, eq(services.id, appointments.serviceId))
            .where(
              and(
                eq(appointments.visitId, visit.id),
                isNull(appointments.clientId),
                gt(appointments.heldUntil, now),
              ),
            )
            .orderBy(asc(appointments.startsAt))
            .for('update', { of: appointments })
        : [];
      if (!visit || parts.length !== held.length) throw holdNotFound();

      const phone = await requireMobile(tx, request.userId, client.mail.phone, request.phone, now);
      if (request.dateOfBirth) await saveDateOfBirth(tx, request.userId, request.dateOfBirth, now);
      if (parts.some((p) => p.adultsOnly))
        checkAge(request.dateOfBirth ?? client.dateOfBirth, date, ONLINE_MESSAGES);

      const clientId = await accountClientId(tx, request.userId);
      const confirmed = (await getSalonSettings(tx)).onlineBooking.autoConfirm;
      const status: AppointmentStatus = confirmed ? 'confirmed' : 'pending';
      const ids = parts.map((p) => p.id);
      await tx
        .update(appointments)
        .set({ clientId, userId: request.userId, heldUntil: null, status, notes: request.notes })
        .where(inArray(appointments.id, ids));
      // The token opens nothing once booked.
      await tx.update(visits).set({ holdTokenHash: null }).where(eq(visits.id, visit.id));

      const mails = await Promise.all(ids.map((id) => emailAppointment(tx, id)));
      const to = { ...client.mail, phone };
      await enqueueMail(
        tx,
        [
          bookingReceivedEmail(mails, to, context.publicUrl, confirmed),
          bookingNoticeEmail(mails, to, context.notifyEmail, confirmed),
        ],
        [clientId, ...ids],
      );
      // One link for the visit's forms: they are asked once for all its parts (issue 33).
      await queueFormsEmail(tx, ids[0]!, { publicUrl: context.publicUrl, now });
      const booked = (await ownVisit(tx, request.userId, visit.id, now))!;
      await context.keep?.(tx, booked, [clientId, visit.id, ...ids]);
      return booked;
    });

  return context.dayQueue ? context.dayQueue.run(date, DAY_BUSY_MESSAGES.online, book) : book();
}

/** The client's own visit's parts for its calendar file, or undefined (not theirs, or none). */
export async function ownVisitParts(db: Db, userId: string, visitId: string) {
  const ids = await ownVisitIds(db, userId, visitId);
  if (ids.length === 0) return undefined;
  return Promise.all(ids.map((id) => emailAppointment(db, id)));
}
