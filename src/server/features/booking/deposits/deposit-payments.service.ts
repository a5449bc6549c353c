import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { type DepositVerification, lateDepositRefundMessage } from '@shared/deposits';
import { formatGbp } from '@shared/money';
import { salonDate, salonTime } from '@shared/salon-dates';
import type { ClientAppointment } from '@shared/schemas/booking';
import type { Db } from '../../../db/client';
import { user } from '../../../db/schema/auth';
import { appointments } from '../../../db/schema/booking';
import { clients } from '../../../db/schema/clients';
import { appointmentDeposits } from '../../../db/schema/deposits';
import { services } from '../../../db/schema/catalogue';
import { ApiError } from '../../../http/errors';
import type { Logger } from '../../../logger';
import { enqueueMail } from '../../../mail/mail-queue';
import { queueFormsEmail } from '../../clinical/forms/forms-email';
import type { AnyPaymentProvider } from '../../../payments/create-payment-provider';
import type { ProviderSession } from '../../../payments/payment-provider';
import { recordAdminAction } from '../../admin/audit.service';
import {
  bookingNoticeEmail,
  bookingReceivedEmail,
  depositRefundedLateEmail,
  type EmailAppointment,
} from '../core/booking-emails';
import {
  emailAppointment,
  emailClient,
  listAppointments,
  ONLINE_MESSAGES,
} from '../online/booking.service';
import { refundDeposit } from './deposit-money.service';
import { releaseVisitParts } from './deposit-holds.service';
import { ONLINE_WINDOW } from '../diary/salon-time';
import { bookPlannedSlot, planSlot } from '../core/slot-booking';

export const depositPaymentErrors = {
  notFound: () => new ApiError(404, 'payment_not_found', 'Payment not found.'),
  notCompleted: () =>
    new ApiError(409, 'payment_not_completed', 'The payment has not been completed.'),
  invalid: () => new ApiError(422, 'payment_invalid', 'This payment could not be verified.'),
};

export interface DepositPaymentDeps {
  payments: AnyPaymentProvider | undefined;
  publicUrl: string;
  notifyEmail: string;
  now: Date;
  log: Logger;
}

type Deposit = typeof appointmentDeposits.$inferSelect;

export interface AcceptedDeposit {
  depositId: string;
  /** Null when the payment came too late for its time and was refunded. */
  appointmentId: string | null;
  userId: string | null;
  /** False for a replay: the webhook and the return page, reloads, retries. */
  created: boolean;
}

/**
 * Records a deposit's payment from a provider's session (the webhook or the return page, whichever
 * comes first; decision 028). Trusted only if the session is paid and is exactly the checkout this
 * server opened: signed claims naming the deposit, the quoted amount, pounds, and the deposit's own
 * session. Under the deposit's row lock:
 * - already settled → nothing new (a replay);
 * - its hold is still there (even past its time: nobody has taken it) → `held_until = null`: the
 *   appointment now exists, 'confirmed' (a paid deposit confirms it, issue 30), and the booking's
 *   e-mails go out mentioning the deposit;
 * - its hold is gone (lapsed and deleted, or taken over) → the same time is booked again if it is
 *   still free, otherwise the deposit is refunded through the provider and the client told plainly.
 * Every outcome moves money and is audited with the amount.
 */
export async function acceptDeposit(
  db: Db,
  session: ProviderSession | null,
  deps: DepositPaymentDeps,
): Promise<AcceptedDeposit> {
  if (!session) throw depositPaymentErrors.notFound();
  if (!session.paid) throw depositPaymentErrors.notCompleted();
  const refuse = (reason: string) => {
    deps.log.warn(
      { provider: session.provider, sessionId: session.sessionId, reason },
      'deposit payment refused',
    );
    return depositPaymentErrors.invalid();
  };
  const { claims } = session;
  if (!claims || claims.kind !== 'deposit') throw refuse('no valid deposit claims');
  if (session.amountPence !== claims.amountPence) throw refuse('amount differs from the quote');
  if (session.currency?.toLowerCase() !== 'gbp' || claims.currency !== 'gbp')
    throw refuse('currency differs from the quote');

  const result = await db.transaction(async (tx) => {
    const [deposit] = await tx
      .select()
      .from(appointmentDeposits)
      .where(
        and(
          eq(appointmentDeposits.id, claims.depositId),
          eq(appointmentDeposits.provider, session.provider),
          eq(appointmentDeposits.providerSessionId, session.sessionId),
        ),
      )
      .for('update');
    if (!deposit) throw refuse('no such deposit for this session');
    if (deposit.amountPence !== claims.amountPence) throw refuse('amount differs from the deposit');
    const [account] = claims.userId
      ? await tx
          .select({ id: user.id, email: user.email })
          .from(user)
          .where(eq(user.id, claims.userId))
      : [];
    // The payer is the actor of the money's movements; an account erased since has no id.
    const actor = {
      id: account?.id ?? (null as unknown as string),
      email: account?.email ?? session.email ?? 'unknown payer',
    };
    if (deposit.status !== 'awaiting_payment' && deposit.status !== 'expired')
      return { deposit, appointmentId: deposit.appointmentId, created: false, refunded: false };

    const paid = {
      status: 'paid' as const,
      paidAt: deps.now,
      paymentReference: session.paymentReference,
    };
    const booked = deposit.visitId
      ? { ids: await confirmHeldVisit(tx, deposit), rebooked: false }
      : await confirmHeldAppointment(tx, deposit, claims.userId, deps);
    const appointmentId = booked.ids[0] ?? null;
    if (appointmentId) {
      await tx
        .update(appointmentDeposits)
        .set({ ...paid, appointmentId })
        .where(eq(appointmentDeposits.id, deposit.id));
      await recordAdminAction(
        tx,
        actor,
        'deposit.paid',
        { type: 'appointment', id: appointmentId },
        {
          depositId: deposit.id,
          amountPence: deposit.amountPence,
          provider: session.provider,
          ...(deposit.visitId ? { visitId: deposit.visitId, appointmentIds: booked.ids } : {}),
          ...(booked.rebooked ? { rebookedAfterLapse: true } : {}),
        },
      );
      await queueBookedEmails(tx, booked.ids, deposit, deps);
      return { deposit, appointmentId, created: true, refunded: false };
    }
    // Too late, and the time is gone: the money goes straight back.
    await tx.update(appointmentDeposits).set(paid).where(eq(appointmentDeposits.id, deposit.id));
    await refundDeposit(
      tx,
      // A visit's parts were released just now: the refund names no appointment.
      { ...deposit, ...paid, ...(deposit.visitId ? { appointmentId: null } : {}) },
      { payments: deps.payments, actor, reason: 'hold_lapsed', now: deps.now },
    );
    const client = await emailClient(tx, deposit.clientId);
    if (client) {
      const [service] = await tx
        .select({ name: services.name })
        .from(services)
        .where(eq(services.id, deposit.serviceId));
      await enqueueMail(
        tx,
        depositRefundedLateEmail(
          {
            serviceName: service!.name,
            startsAt: deposit.startsAt,
            amountPence: deposit.amountPence,
          },
          client,
          lateDepositRefundMessage(formatGbp(deposit.amountPence)),
          deps.publicUrl,
        ),
        [deposit.clientId, deposit.id],
      );
    }
    return { deposit, appointmentId: null, created: true, refunded: true };
  });
  deps.log.info(
    { depositId: result.deposit.id, appointmentId: result.appointmentId, created: result.created },
    result.refunded ? 'late deposit refunded' : 'deposit payment recorded',
  );
  return {
    depositId: result.deposit.id,
    appointmentId: result.appointmentId,
    userId: claims.userId,
    created: result.created,
  };
}

/**
 * A single appointment's deposit: its hold (even past its time: nobody has taken it) becomes the
 * appointment; a hold deleted since is booked again if its time is still free.
 */
async function confirmHeldAppointment(
  tx: Db,
  deposit: Deposit,
  userId: string | null,
  deps: DepositPaymentDeps,
): Promise<{ ids: string[]; rebooked: boolean }> {
  const [confirmed] = deposit.appointmentId
    ? await tx
        .update(appointments)
        .set({ heldUntil: null, status: 'confirmed' })
        .where(and(eq(appointments.id, deposit.appointmentId), isNotNull(appointments.heldUntil)))
        .returning({ id: appointments.id })
    : [];
  if (confirmed) return { ids: [confirmed.id], rebooked: false };
  const rebooked = await rebook(tx, deposit, userId, deps);
  return { ids: rebooked ? [rebooked] : [], rebooked: true };
}

/**
 * A visit's one deposit (decision 052's addendum): every part still held becomes booked together,
 * in order, or none does. A part gone since the hold lapsed (deleted by the holds job or by a
 * booking that took its time) leaves the visit incomplete: the rest of it is released and the
 * payment refunded, never one part booked without the others. Late payments are not re-planned
 * as a chain: the visit's times are chosen again.
 */
async function confirmHeldVisit(tx: Db, deposit: Deposit): Promise<string[]> {
  const parts = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.visitId, deposit.visitId!),
        eq(appointments.clientId, deposit.clientId),
        isNotNull(appointments.heldUntil),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .for('update');
  const ids = parts.map((part) => part.id);
  if (ids.length !== deposit.visitPartCount) {
    await releaseVisitParts(tx, deposit.visitId!);
    return [];
  }
  await tx
    .update(appointments)
    .set({ heldUntil: null, status: 'confirmed' })
    .where(inArray(appointments.id, ids));
  return ids;
}

/**
 * A payment whose hold lapsed and was deleted: the same service, professional choice and time are
 * booked again through the engine (the day's lock, the online rules) if still free. Runs in a
 * savepoint, so a refusal leaves the deposit's transaction usable for the refund.
 */
async function rebook(
  tx: Db,
  deposit: Deposit,
  userId: string | null,
  deps: DepositPaymentDeps,
): Promise<string | null> {
  // An erased client's hold ended with the erasure: a payment still on its way books nothing for
  // nobody, and goes back (decision 033).
  const [owner] = await tx
    .select({ erasedAt: clients.erasedAt })
    .from(clients)
    .where(eq(clients.id, deposit.clientId));
  if (owner?.erasedAt) return null;
  try {
    const plan = await planSlot(
      tx,
      {
        serviceId: deposit.serviceId,
        professionalId: deposit.professionalId,
        date: salonDate(deposit.startsAt),
        time: salonTime(deposit.startsAt),
        notes: null,
      },
      { now: deps.now, window: ONLINE_WINDOW, messages: ONLINE_MESSAGES },
    );
    const booked = await bookPlannedSlot(tx, plan, {
      status: 'confirmed',
      messages: ONLINE_MESSAGES,
      owner: async () => ({ clientId: deposit.clientId, userId }),
      after: async () => {},
    });
    return booked.id;
  } catch (err) {
    if (err instanceof ApiError && err.status < 500) return null;
    throw err;
  }
}

/** The booking's e-mails (one for a visit's every part), confirmed: its deposit is paid. */
async function queueBookedEmails(
  tx: Db,
  appointmentIds: string[],
  deposit: Deposit,
  deps: DepositPaymentDeps,
) {
  const client = await emailClient(tx, deposit.clientId);
  if (!client) return;
  // The e-mail sums its parts' deposits: the visit's one deposit is told once, on its first part.
  const mails: EmailAppointment[] = await Promise.all(
    appointmentIds.map(async (id, i) => ({
      ...(await emailAppointment(tx, id)),
      ...(i === 0 ? { depositPaidPence: deposit.amountPence } : {}),
    })),
  );
  await enqueueMail(
    tx,
    [
      bookingReceivedEmail(mails, client, deps.publicUrl, true),
      bookingNoticeEmail(mails, client, deps.notifyEmail, true),
    ],
    [deposit.clientId, deposit.id, ...appointmentIds],
  );
  await queueFormsEmail(tx, appointmentIds[0]!, deps);
}

/**
 * The return page: the session read back from the provider is recorded (or found recorded) and
 * the client sees what came of it. Only the deposit's own client may ask.
 */
export async function verifyDeposit(
  db: Db,
  sessionId: string,
  userId: string,
  deps: DepositPaymentDeps,
): Promise<{ verification: DepositVerification<ClientAppointment>; created: boolean }> {
  if (!deps.payments) throw depositPaymentErrors.notFound();
  const session = await deps.payments.retrieveSession(sessionId);
  const accepted = await acceptDeposit(db, session, deps);
  if (accepted.userId !== userId) throw depositPaymentErrors.notFound();
  if (!accepted.appointmentId) {
    const [deposit] = await db
      .select({ amountPence: appointmentDeposits.amountPence })
      .from(appointmentDeposits)
      .where(eq(appointmentDeposits.id, accepted.depositId));
    return {
      created: accepted.created,
      verification: {
        status: 'refunded',
        amountPence: deposit!.amountPence,
        message: lateDepositRefundMessage(formatGbp(deposit!.amountPence)),
      },
    };
  }
  const [appointment] = await listAppointments(
    db,
    { userId, ids: [accepted.appointmentId] },
    deps.now,
  );
  if (!appointment) throw depositPaymentErrors.notFound();
  return { created: accepted.created, verification: { status: 'booked', appointment } };
}
