import { and, eq, inArray, or } from 'drizzle-orm';
import { CANCELLATION_NOTICE_HOURS, noticeGiven } from '@shared/booking';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema/booking';
import { appointmentDeposits } from '../../../db/schema/deposits';
import { ApiError } from '../../../http/errors';
import type { AnyPaymentProvider } from '../../../payments/create-payment-provider';
import { PaymentProviderError } from '../../../payments/payment-provider';
import { recordAdminAction } from '../../admin/audit.service';

type Deposit = typeof appointmentDeposits.$inferSelect;
type Actor = { id: string; email: string };

/** Why a deposit's money went back: audited with the amount. */
export type RefundReason = 'early_cancellation' | 'manual' | 'hold_lapsed';

export const depositErrors = {
  noPayments: () =>
    new ApiError(
      503,
      'payments_unavailable',
      'Deposits cannot be paid online at the moment. Please call us to book this service.',
    ),
  provider: () =>
    new ApiError(
      502,
      'payment_provider_error',
      'The payment provider could not be reached. Please try again in a moment.',
    ),
};

/**
 * The paid (or kept) deposit of an appointment, locked for the caller's transaction: its own, or
 * its visit's one deposit (decision 052's addendum), whichever part of the visit is named.
 */
async function lockedDeposit(tx: Db, appointmentId: string, statuses: Deposit['status'][]) {
  const [row] = await tx
    .select()
    .from(appointmentDeposits)
    .where(
      and(
        or(
          eq(appointmentDeposits.appointmentId, appointmentId),
          inArray(
            appointmentDeposits.visitId,
            tx
              .select({ visitId: appointments.visitId })
              .from(appointments)
              .where(eq(appointments.id, appointmentId)),
          ),
        ),
        inArray(appointmentDeposits.status, statuses),
      ),
    )
    .for('update');
  return row ?? null;
}

/**
 * Gives a deposit back through its provider, then records it, inside the caller's transaction: if
 * the provider refuses, nothing is recorded (the cancellation fails with it and can be retried);
 * the idempotency key makes a retried refund one refund at Stripe.
 */
export async function refundDeposit(
  tx: Db,
  deposit: Deposit,
  options: {
    payments: AnyPaymentProvider | undefined;
    actor: Actor;
    reason: RefundReason;
    now: Date;
  },
): Promise<void> {
  if (!options.payments || options.payments.name !== deposit.provider)
    throw depositErrors.noPayments();
  let refundReference: string;
  try {
    refundReference = await options.payments.refund(
      { sessionId: deposit.providerSessionId, paymentReference: deposit.paymentReference },
      `deposit-refund-${deposit.id}`,
      tx,
    );
  } catch (err) {
    if (err instanceof PaymentProviderError) throw depositErrors.provider();
    throw err;
  }
  await tx
    .update(appointmentDeposits)
    .set({ status: 'refunded', refundedAt: options.now, refundReference })
    .where(eq(appointmentDeposits.id, deposit.id));
  await recordAdminAction(
    tx,
    options.actor,
    'deposit.refund',
    { type: 'appointment', id: deposit.appointmentId },
    {
      depositId: deposit.id,
      amountPence: deposit.amountPence,
      reason: options.reason,
      from: deposit.status,
      refundReference,
    },
  );
}

async function retain(tx: Db, deposit: Deposit, actor: Actor, reason: string, now: Date) {
  await tx
    .update(appointmentDeposits)
    .set({ status: 'retained', retainedAt: now })
    .where(eq(appointmentDeposits.id, deposit.id));
  await recordAdminAction(
    tx,
    actor,
    'deposit.retain',
    { type: 'appointment', id: deposit.appointmentId },
    { depositId: deposit.id, amountPence: deposit.amountPence, reason },
  );
}

/**
 * The start a paid deposit's cancellation notice is measured from: the appointment's own, unless a
 * move inside the notice kept an earlier one (decision 032).
 */
const noticeStart = (deposit: Deposit, appointment: { startsAt: Date }) =>
  deposit.noticeFrom ?? appointment.startsAt;

/**
 * The terms' rule, when an appointment is cancelled (by the client or by staff): at least
 * CANCELLATION_NOTICE_HOURS before its start (or the earlier start a move inside the notice kept)
 * the paid deposit is refunded through the provider; later, it is kept. Runs in the cancellation's
 * transaction. Returns what happened, if anything.
 */
export async function settleDepositOnCancel(
  tx: Db,
  appointment: { id: string; startsAt: Date },
  options: { payments: AnyPaymentProvider | undefined; actor: Actor; now: Date },
): Promise<'refunded' | 'retained' | null> {
  const deposit = await lockedDeposit(tx, appointment.id, ['paid']);
  if (!deposit) return null;
  // A visit's deposit is measured from the visit's start (its first part), as its cancellation is.
  const [first] =
    deposit.visitId && deposit.appointmentId && deposit.appointmentId !== appointment.id
      ? await tx
          .select({ startsAt: appointments.startsAt })
          .from(appointments)
          .where(eq(appointments.id, deposit.appointmentId))
      : [];
  const early = noticeGiven(
    noticeStart(deposit, first ?? appointment),
    options.now,
    CANCELLATION_NOTICE_HOURS,
  );
  if (early) {
    await refundDeposit(tx, deposit, { ...options, reason: 'early_cancellation' });
    return 'refunded';
  }
  await retain(tx, deposit, options.actor, 'late_cancellation', options.now);
  return 'retained';
}

/**
 * A move of an appointment whose deposit is paid, in the move's transaction (`before` is its start
 * until now). Made with the notice still given, it is as good as a refunded cancellation and a new
 * booking: the new start's notice decides from then on. Made inside the notice, the deposit was
 * already kept by any cancellation, so the notice stays measured from the start it was moved from
 * (or the one an earlier such move kept): no move turns a kept deposit into a refund. Returns that
 * kept start, or null.
 */
export async function carryDepositNotice(
  tx: Db,
  appointment: { id: string; startsAt: Date },
  now: Date,
): Promise<Date | null> {
  const deposit = await lockedDeposit(tx, appointment.id, ['paid']);
  if (!deposit) return null;
  const from = noticeStart(deposit, appointment);
  const kept = noticeGiven(from, now, CANCELLATION_NOTICE_HOURS) ? null : from;
  if (kept?.getTime() !== deposit.noticeFrom?.getTime())
    await tx
      .update(appointmentDeposits)
      .set({ noticeFrom: kept })
      .where(eq(appointmentDeposits.id, deposit.id));
  return kept;
}

/** A no-show keeps the deposit (the terms' rule). */
export async function retainDepositOnNoShow(
  tx: Db,
  appointmentId: string,
  actor: Actor,
  now: Date,
): Promise<void> {
  const deposit = await lockedDeposit(tx, appointmentId, ['paid']);
  if (deposit) await retain(tx, deposit, actor, 'no_show', now);
}

/** Staff give a paid or kept deposit back by hand (POST …/deposit/refund). */
export async function refundDepositByHand(
  db: Db,
  appointmentId: string,
  options: { payments: AnyPaymentProvider | undefined; actor: Actor; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const deposit = await lockedDeposit(tx, appointmentId, ['paid', 'retained']);
    if (!deposit)
      throw new ApiError(
        409,
        'deposit_not_refundable',
        'Este agendamento não tem um sinal pago ou retido para devolver.',
      );
    await refundDeposit(tx, deposit, { ...options, reason: 'manual' });
  });
}
