import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { AppointmentStatus } from '@shared/booking';
import { depositPence } from '@shared/deposits';
import { salonDate } from '@shared/salon-dates';
import type { BookedVisit, VisitBooking, visitBookInputSchema } from '@shared/schemas/visits';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { appointments, visits } from '../../../db/schema/booking';
import { services } from '../../../db/schema/catalogue';
import { accountClientId } from '../../../domain/client-records';
import { getSalonSettings } from '../../../domain/salon-settings';
import type { Logger } from '../../../logger';
import { enqueueMail } from '../../../mail/mail-queue';
import { queueFormsEmail } from '../../clinical/forms/forms-email';
import { bookingNoticeEmail, bookingReceivedEmail } from '../core/booking-emails';
import { DAY_BUSY_MESSAGES, type DayQueue } from '../core/day-queue';
import { checkAge } from '../core/slot-booking';
import { checkBookingSafety } from '../../clinical/booking-safety';
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
import { openDepositCheckout, recordDepositHold } from '../deposits/deposit-holds.service';
import { hashHoldToken, heldParts, holdNotFound } from './visit-holds.service';

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
 *
 * When its parts ask deposits, the visit is not booked yet: one checkout is opened for their sum
 * and every part stays held, now the client's, until the deposit's hold lapses (decision 052's
 * addendum); the payment books them all together (`acceptDeposit`), with the e-mail then.
 */
export async function bookHeldVisit(
  db: Db,
  token: string,
  request: VisitBookRequest & { userId: string },
  context: BookingContext & {
    log: Logger;
    dayQueue?: DayQueue;
    /** Keeps the request's answer in the booking's own transaction (decision 039). */
    keep?: (tx: Db, booking: VisitBooking, about: string[]) => Promise<void>;
  },
): Promise<VisitBooking> {
  const { now } = context;
  const held = await heldParts(db, token, now);
  if (!held) throw holdNotFound();
  const date = salonDate(held[0]!.startsAt);
  const client = await bookingClient(db, request.userId);
  const deposits = held.flatMap((part) => depositPence(part) ?? []);
  const depositTotal = deposits.reduce((sum, d) => sum + d, 0);
  // The checkout is opened before the transaction (its id is named in the deposit row); a refusal
  // inside closes it again.
  const opened =
    deposits.length > 0
      ? await openDepositCheckout(
          {
            serviceName: held.map((part) => part.serviceName).join(' + '),
            startsAt: held[0]!.startsAt,
            amountPence: depositTotal,
            userId: request.userId,
            email: client.mail.email,
          },
          { ...context, payments: context.payments },
        )
      : null;

  const book = () =>
    db.transaction(async (tx): Promise<VisitBooking> => {
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
              serviceId: appointments.serviceId,
              adultsOnly: services.adultsOnly,
              professionalId: appointments.professionalId,
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
      const ids = parts.map((p) => p.id);
      // The token opens nothing once booked, or once the visit waits for its deposit.
      await tx.update(visits).set({ holdTokenHash: null }).where(eq(visits.id, visit.id));

      if (opened) {
        // Held for the client until the deposit's hold lapses: the payment confirms every part.
        await tx
          .update(appointments)
          .set({
            clientId,
            userId: request.userId,
            heldUntil: opened.heldUntil,
            status: 'pending',
            notes: request.notes,
          })
          .where(inArray(appointments.id, ids));
        await checkVisitSafety(tx, clientId, parts);
        const first = parts[0]!;
        await recordDepositHold(tx, opened, {
          holdId: first.id,
          clientId,
          serviceId: first.serviceId,
          professionalId: first.professionalId,
          startsAt: first.startsAt,
          amountPence: depositTotal,
          visit: { id: visit.id, partCount: ids.length },
        });
        const booking = { checkout: opened.checkout };
        await context.keep?.(tx, booking, [clientId, visit.id, opened.checkout.depositId, ...ids]);
        return booking;
      }

      const confirmed = (await getSalonSettings(tx)).onlineBooking.autoConfirm;
      const status: AppointmentStatus = confirmed ? 'confirmed' : 'pending';
      await tx
        .update(appointments)
        .set({ clientId, userId: request.userId, heldUntil: null, status, notes: request.notes })
        .where(inArray(appointments.id, ids));
      await checkVisitSafety(tx, clientId, parts);

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
      const booking = { visit: (await ownVisit(tx, request.userId, visit.id, now))! };
      await context.keep?.(tx, booking, [clientId, visit.id, ...ids]);
      return booking;
    });

  try {
    return await (context.dayQueue
      ? context.dayQueue.run(date, DAY_BUSY_MESSAGES.online, book)
      : book());
  } catch (err) {
    await opened?.close();
    throw err;
  }
}

/**
 * The clinic's rules (issue 33), once the parts are the client's: a consultation booked as an
 * earlier part of this visit lets a prescription-only treatment follow it.
 */
async function checkVisitSafety(
  tx: Db,
  clientId: string,
  parts: ReadonlyArray<{ id: string; serviceId: string; startsAt: Date }>,
): Promise<void> {
  for (const part of parts)
    await checkBookingSafety(
      tx,
      clientId,
      { serviceId: part.serviceId, startsAt: part.startsAt, appointmentId: part.id },
      'client',
    );
}

/** The client's own visit's parts for its calendar file, or undefined (not theirs, or none). */
export async function ownVisitParts(db: Db, userId: string, visitId: string) {
  const ids = await ownVisitIds(db, userId, visitId);
  if (ids.length === 0) return undefined;
  return Promise.all(ids.map((id) => emailAppointment(db, id)));
}
