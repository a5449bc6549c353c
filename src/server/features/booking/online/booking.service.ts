import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type AppointmentStatus,
  bookingMessages,
  CANCELLATION_NOTICE_HOURS,
  LIVE_STATUSES,
  MOVABLE_STATUSES,
  lateChangeMessage,
  noticeGiven,
  rescheduleNoticeHours,
} from '@shared/booking';
import { type DepositSummary } from '@shared/deposits';
import { diaryMessages } from '@shared/diary';
import type { ClientAppointment } from '@shared/schemas/booking';
import type { Db } from '../../../db/client';
import { profiles, user } from '../../../db/schema/auth';
import { appointments } from '../../../db/schema/booking';
import { appointmentDeposits } from '../../../db/schema/deposits';
import { professionals, services } from '../../../db/schema/catalogue';
import { accountClientId, clientDetails } from '../../../domain/client-records';
import { ApiError } from '../../../http/errors';
import type { AnyPaymentProvider } from '../../../payments/create-payment-provider';
import { getSalonSettings } from '../../../domain/salon-settings';
import { enqueueMail } from '../../../mail/mail-queue';
import { queueFormsEmail } from '../../clinical/forms/forms-email';
import {
  bookingCancelledEmail,
  bookingCancelledNoticeEmail,
  bookingNoticeEmail,
  bookingReceivedEmail,
  type EmailAppointment,
  type EmailClient,
} from '../core/booking-emails';
import { salonDate, salonTime } from '@shared/salon-dates';
import { ONLINE_WINDOW } from '../diary/salon-time';
import { notAHold } from '../diary/diary.service';
import { settleDepositOnCancel } from '../deposits/deposit-money.service';
import { recordAdminAction } from '../../admin/audit.service';
import { liveVisitParts } from '../core/visit-parts';
import { requireMobile } from './booking-mobile.service';
import {
  bookPlannedSlot,
  checkAge,
  type PlannedSlot,
  planSlot,
  type SlotMessages,
} from '../core/slot-booking';

export interface BookingContext {
  now: Date;
  publicUrl: string;
  notifyEmail: string;
  /** Refunds a deposit when its appointment is cancelled in time (decision 028). */
  payments?: AnyPaymentProvider;
}

export interface BookingRequest {
  userId: string;
  serviceId: string;
  professionalId: string | null;
  date: string;
  time: string;
  notes: string | null;
  /** Given by the form for an 18+ service when the profile has none; saved on the profile. */
  dateOfBirth?: string;
  /** Given by the form when the profile has no UK mobile; checked, then kept on the profile. */
  phone?: string;
}

/** How an online booking's refusals read, to the client. */
export const ONLINE_MESSAGES: SlotMessages = {
  closed: (reason) => reason,
  slot: {
    not_a_slot: bookingMessages.slotUnavailable,
    closed: 'The salon is closed at that time. Please choose another date.',
    too_soon: 'That time is too soon to book online. Please choose a later time or call us.',
    too_far: 'Bookings open up to 90 days ahead. Please choose an earlier date.',
    past_closing:
      'This service would end after closing time. Please choose an earlier time or another date.',
  },
  unavailable: bookingMessages.slotUnavailable,
  taken: bookingMessages.slotTaken,
  dateOfBirthMissing: diaryMessages.dateOfBirthMissing,
  underAge: diaryMessages.underAge,
  audience: 'client',
};

/** A client's appointment that is not theirs, or does not exist. */
export const appointmentNotFound = () => new ApiError(404, 'not_found', bookingMessages.notFound);

/** An online booking checked as far as it can be before the day's lock. */
export interface PreparedBooking {
  request: BookingRequest;
  plan: PlannedSlot;
  client: { mail: EmailClient; dateOfBirth: string | null };
  clientId: string;
}

export async function prepareOnlineBooking(
  db: Db,
  request: BookingRequest,
  context: Pick<BookingContext, 'now'>,
): Promise<PreparedBooking> {
  const [plan, client, clientId] = await Promise.all([
    planSlot(db, request, { now: context.now, window: ONLINE_WINDOW, messages: ONLINE_MESSAGES }),
    bookingClient(db, request.userId),
    accountClientId(db, request.userId),
  ]);
  // A new online booking needs a UK mobile the salon can call (issue 32), kept on the profile.
  client.mail.phone = await requireMobile(
    db,
    request.userId,
    client.mail.phone,
    request.phone || undefined,
    context.now,
  );
  if (request.dateOfBirth)
    await saveDateOfBirth(db, request.userId, request.dateOfBirth, context.now);
  if (plan.service.adultsOnly)
    checkAge(request.dateOfBirth ?? client.dateOfBirth, request.date, ONLINE_MESSAGES);
  return { request, plan, client, clientId };
}

/**
 * Books a prepared request, with its two e-mails: pending until the salon confirms it, or
 * confirmed at once when the owner chose so in Settings (issue 30).
 */
export async function bookPrepared(
  db: Db,
  { request, plan, client, clientId }: PreparedBooking,
  context: BookingContext,
): Promise<ClientAppointment> {
  const confirmed = plan.diary.online.autoConfirm;
  const status: AppointmentStatus = confirmed ? 'confirmed' : 'pending';
  const created = await bookPlannedSlot(db, plan, {
    status,
    messages: ONLINE_MESSAGES,
    owner: async () => ({ clientId, userId: request.userId }),
    after: async (tx, mail) => {
      await enqueueMail(
        tx,
        [
          bookingReceivedEmail(mail, client.mail, context.publicUrl, confirmed),
          bookingNoticeEmail(mail, client.mail, context.notifyEmail, confirmed),
        ],
        [clientId, mail.id],
      );
      // The consultation and consent forms its service needs (issue 33).
      await queueFormsEmail(tx, mail.id, context);
    },
  });
  return clientAppointment(
    {
      id: created.id,
      serviceId: plan.service.id,
      professionalId: request.professionalId,
      serviceName: created.serviceName,
      durationMinutes: plan.service.durationMinutes,
      professionalName: created.professionalName,
      startsAt: created.startsAt,
      totalPricePence: created.totalPricePence,
      notes: created.notes,
      status,
      deposit: null,
      depositNoticeFrom: null,
    },
    context.now,
  );
}

/** The client's date of birth on their profile, creating the profile from the account's name. */
export async function saveDateOfBirth(
  db: Db,
  userId: string,
  dateOfBirth: string,
  now: Date,
): Promise<void> {
  await db
    .insert(profiles)
    .values({
      userId,
      fullName: sql`(select ${user.name} from ${user} where ${user.id} = ${userId})`,
      dateOfBirth,
    })
    .onConflictDoUpdate({ target: profiles.userId, set: { dateOfBirth, updatedAt: now } });
}

/** Who books: what the e-mails need, and the date of birth the profile holds. */
export async function bookingClient(
  db: Db,
  userId: string,
): Promise<{ mail: EmailClient; dateOfBirth: string | null }> {
  const [row] = await db
    .select({
      name: user.name,
      email: user.email,
      fullName: profiles.fullName,
      phone: profiles.phone,
      dateOfBirth: profiles.dateOfBirth,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  return {
    mail: { name: row?.fullName || row?.name || '', email: row!.email, phone: row?.phone ?? null },
    dateOfBirth: row?.dateOfBirth ?? null,
  };
}

/**
 * Where a client's booking e-mails go, from their record (account or desk); null for a desk client
 * who gave no e-mail, or a record erased on request — they are simply not written to.
 */
export async function emailClient(db: Db, clientId: string): Promise<EmailClient | null> {
  const row = await clientDetails(db, clientId);
  if (!row?.email) return null;
  return { name: row.fullName, email: row.email, phone: row.phone };
}

const chosen = alias(professionals, 'chosen_professional');

/** The appointment's deposit, as lists show it (with appointment_deposits left-joined). */
export const depositSummary = sql<DepositSummary | null>`case when ${appointmentDeposits.id} is null then null
  else json_build_object('id', ${appointmentDeposits.id}, 'status', ${appointmentDeposits.status},
    'amountPence', ${appointmentDeposits.amountPence}) end`;

/** A client's appointments, newest first, with what the booking page shows. */
export async function listAppointments(
  db: Db,
  filter: { userId: string; ids?: string[] },
  now: Date,
): Promise<ClientAppointment[]> {
  const rows = await db
    .select({
      id: appointments.id,
      serviceId: appointments.serviceId,
      professionalId: appointments.professionalId,
      serviceName: services.name,
      durationMinutes: services.durationMinutes,
      professionalName: chosen.name,
      startsAt: appointments.startsAt,
      totalPricePence: appointments.totalPricePence,
      notes: appointments.notes,
      status: appointments.status,
      deposit: depositSummary,
      depositNoticeFrom: appointmentDeposits.noticeFrom,
      visitId: appointments.visitId,
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(chosen, eq(chosen.id, appointments.professionalId))
    .leftJoin(appointmentDeposits, eq(appointmentDeposits.appointmentId, appointments.id))
    .where(
      and(
        eq(appointments.userId, filter.userId),
        notAHold(),
        filter.ids ? inArray(appointments.id, filter.ids) : undefined,
      ),
    )
    .orderBy(desc(appointments.startsAt), desc(appointments.createdAt))
    .limit(200);
  return rows.map((row) => clientAppointment(row, now));
}

/**
 * What the booking page shows of an appointment: its salon date and time, and whether it can be
 * cancelled or moved online.
 */
function clientAppointment(
  {
    depositNoticeFrom,
    ...row
  }: Omit<
    ClientAppointment,
    'startsAt' | 'date' | 'time' | 'cancellable' | 'reschedulable' | 'cancelRefundsDeposit'
  > & {
    startsAt: Date;
    depositNoticeFrom: Date | null;
  },
  now: Date,
): ClientAppointment {
  const depositPaid = row.deposit?.status === 'paid';
  return {
    ...row,
    startsAt: row.startsAt.toISOString(),
    date: salonDate(row.startsAt),
    time: salonTime(row.startsAt),
    cancellable: canCancel(row.status, row.startsAt, now),
    reschedulable: canReschedule(row.status, row.startsAt, now, depositPaid),
    cancelRefundsDeposit: depositPaid
      ? noticeGiven(depositNoticeFrom ?? row.startsAt, now, CANCELLATION_NOTICE_HOURS)
      : null,
  };
}

/**
 * The terms' rule: a client moves their own live appointment online up to 12 hours before it, or
 * 24 when its deposit is paid (decision 032).
 */
export function canReschedule(
  status: AppointmentStatus,
  startsAt: Date,
  now: Date,
  depositPaid: boolean,
): boolean {
  return (
    (MOVABLE_STATUSES as readonly string[]).includes(status) &&
    noticeGiven(startsAt, now, rescheduleNoticeHours(depositPaid))
  );
}

function canCancel(status: AppointmentStatus, startsAt: Date, now: Date): boolean {
  return (
    (LIVE_STATUSES as readonly string[]).includes(status) &&
    noticeGiven(startsAt, now, CANCELLATION_NOTICE_HOURS)
  );
}

/**
 * The client cancels their own live appointment, up to 24 hours before it starts; the slot is
 * free again at once, the reason recorded is 'Cliente cancelou' and the salon is e-mailed.
 * A part of a visit takes the whole visit with it (issue 32), in one e-mail. Another client's
 * appointment is reported as not found.
 */
export async function cancelOwnAppointment(
  db: Db,
  request: { userId: string; email: string; appointmentId: string },
  context: BookingContext,
): Promise<ClientAppointment> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.id, request.appointmentId),
          eq(appointments.userId, request.userId),
          notAHold(),
        ),
      )
      .for('update');
    // A row read with notAHold() always has its client (decision 052).
    if (!row?.clientId) throw appointmentNotFound();
    if (!(LIVE_STATUSES as readonly string[]).includes(row.status))
      throw new ApiError(409, 'cancel_not_allowed', bookingMessages.cancelNotAllowed);
    const parts = await liveVisitParts(tx, row);
    // The visit's first part decides: the notice runs to the visit's start.
    if (!canCancel(row.status, parts[0]!.startsAt, context.now))
      throw new ApiError(
        409,
        'cancel_too_late',
        lateChangeMessage('cancel', await getSalonSettings(tx)),
      );
    const ids = parts.map((p) => p.id);
    await tx
      .update(appointments)
      .set({ status: 'cancelled', cancellationReason: 'client', cancellationNote: null })
      .where(inArray(appointments.id, ids));
    // The salon can trace it like a client's own move: the client's account is the actor.
    for (const part of parts)
      await recordAdminAction(
        tx,
        { id: request.userId, email: request.email },
        'appointment.client_cancel',
        { type: 'appointment', id: part.id },
        {
          from: part.status,
          ...(part.id !== row.id && { visitId: row.visitId, cancelledWith: row.id }),
        },
      );
    for (const part of parts)
      await settleDepositOnCancel(tx, part, {
        payments: context.payments,
        actor: { id: request.userId, email: request.email },
        now: context.now,
      });
    const mails = await Promise.all(ids.map((id) => emailAppointment(tx, id)));
    const client = await emailClient(tx, row.clientId);
    if (client)
      await enqueueMail(
        tx,
        [
          bookingCancelledEmail(mails, client, context.publicUrl),
          // The salon hears of it as of a booking or a move, so the desk can fill the time.
          bookingCancelledNoticeEmail(mails, client, context.notifyEmail),
        ],
        [row.clientId, ...ids],
      );
  });
  const [cancelled] = await listAppointments(
    db,
    { userId: request.userId, ids: [request.appointmentId] },
    context.now,
  );
  return cancelled!;
}

/** What the booking e-mails need to know about a stored appointment. */
export async function emailAppointment(db: Db, id: string): Promise<EmailAppointment> {
  const [row] = await db
    .select({
      id: appointments.id,
      serviceName: services.name,
      professionalName: chosen.name,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      createdAt: appointments.createdAt,
      updatedAt: appointments.updatedAt,
      sequence: appointments.sequence,
      notes: appointments.notes,
      totalPricePence: appointments.totalPricePence,
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(chosen, eq(chosen.id, appointments.professionalId))
    .where(eq(appointments.id, id));
  return row!;
}
