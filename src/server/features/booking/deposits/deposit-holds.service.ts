import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import { type DepositCheckout, HOLD_MINUTES } from '@shared/deposits';
import { formatInstant, salonTime } from '@shared/salon-dates';
import { paths } from '@shared/routes';
import type { Db } from '../../../db/client';
import { appointments, visits } from '../../../db/schema/booking';
import { appointmentDeposits } from '../../../db/schema/deposits';
import { ApiError } from '../../../http/errors';
import type { Logger } from '../../../logger';
import type { AnyPaymentProvider } from '../../../payments/create-payment-provider';
import { PaymentProviderError } from '../../../payments/payment-provider';
import { ONLINE_MESSAGES, type PreparedBooking } from '../online/booking.service';
import { depositErrors } from './deposit-money.service';
import { bookPlannedSlot } from '../core/slot-booking';

export interface DepositContext {
  now: Date;
  publicUrl: string;
  payments: AnyPaymentProvider | undefined;
  log: Logger;
}

/** Where the provider returns the client: the booking page verifies or releases the hold. */
export const depositReturnPaths = {
  success: `${paths.appointments}?deposit_session={CHECKOUT_SESSION_ID}`,
  cancel: (depositId: string) => `${paths.appointments}?deposit_cancelled=${depositId}`,
};

/**
 * A service with a deposit, booked online (decision 028): the time is held for HOLD_MINUTES as an
 * appointments row with `held_until` (so the no-overlap constraint keeps it from everyone else)
 * whose deposit row names the provider's checkout. The checkout is opened first, with the deposit's
 * id chosen beforehand so its signed claims can name it; then the hold, its deposit row and (with
 * an idempotency key) the answer are one transaction (decision 039). A refused time or a failed
 * write closes the checkout at once; a crash leaves at most a checkout nobody was shown, which
 * lapses by itself.
 */
export async function holdForDeposit(
  db: Db,
  prepared: PreparedBooking,
  amountPence: number,
  context: DepositContext & {
    /** Keeps the answer in the hold's transaction (the request's idempotency key). */
    keep?: (tx: Db, checkout: DepositCheckout, about: string[]) => Promise<void>;
  },
): Promise<DepositCheckout> {
  const { payments } = context;
  if (!payments) throw depositErrors.noPayments();
  const { request, plan, clientId, client } = prepared;
  const depositId = randomUUID();
  const heldUntil = new Date(context.now.getTime() + HOLD_MINUTES * 60_000);
  let session: { sessionId: string; url: string };
  try {
    session = await payments.createCheckout({
      purpose: { kind: 'deposit', depositId },
      item: {
        name: `Deposit: ${plan.service.name}`,
        description: `${formatInstant(plan.startsAt, 'longDate')} at ${salonTime(plan.startsAt)} (UK time), held for ${HOLD_MINUTES} minutes`,
        amountPence,
      },
      buyer: { userId: request.userId, email: client.mail.email },
      successUrl: `${context.publicUrl}${depositReturnPaths.success}`,
      cancelUrl: `${context.publicUrl}${depositReturnPaths.cancel(depositId)}`,
    });
  } catch (err) {
    if (err instanceof PaymentProviderError) {
      context.log.error({ err }, 'deposit checkout creation failed');
      throw depositErrors.provider();
    }
    throw err;
  }
  const checkout: DepositCheckout = {
    checkoutUrl: session.url,
    depositId,
    holdExpiresAt: heldUntil.toISOString(),
  };
  try {
    await bookPlannedSlot(db, plan, {
      status: 'pending',
      heldUntil,
      messages: ONLINE_MESSAGES,
      owner: async () => ({ clientId, userId: request.userId }),
      after: async (tx, hold) => {
        const [held] = await tx
          .select({ assignedProfessionalId: appointments.assignedProfessionalId })
          .from(appointments)
          .where(eq(appointments.id, hold.id));
        await tx.insert(appointmentDeposits).values({
          id: depositId,
          appointmentId: hold.id,
          clientId,
          serviceId: plan.service.id,
          professionalId: request.professionalId,
          assignedProfessionalId: held!.assignedProfessionalId,
          startsAt: plan.startsAt,
          amountPence,
          provider: payments.name,
          providerSessionId: session.sessionId,
          holdExpiresAt: heldUntil,
        });
        await context.keep?.(tx, checkout, [clientId, hold.id, depositId]);
      },
    });
  } catch (err) {
    // Nobody will be shown this checkout: best effort, as it lapses by itself anyway.
    await payments.expireSession(session.sessionId).catch(() => undefined);
    throw err;
  }
  return checkout;
}

type Deposit = typeof appointmentDeposits.$inferSelect;

/** Ends a deposit's hold in the deposit's own (locked) transaction: the time is free at once. */
async function endHold(tx: Db, deposit: Deposit) {
  if (deposit.appointmentId)
    await tx
      .delete(appointments)
      .where(and(eq(appointments.id, deposit.appointmentId), isNotNull(appointments.heldUntil)));
  await tx
    .update(appointmentDeposits)
    .set({ status: 'expired', appointmentId: null })
    .where(eq(appointmentDeposits.id, deposit.id));
}

async function expireSessions(
  payments: AnyPaymentProvider | undefined,
  deposits: Deposit[],
  log: Logger,
) {
  for (const deposit of deposits) {
    if (payments?.name !== deposit.provider) continue;
    // Best effort: a payment that still slips through is booked or refunded when it arrives.
    await payments
      .expireSession(deposit.providerSessionId)
      .catch((err: unknown) =>
        log.warn({ err, depositId: deposit.id }, 'could not expire a lapsed deposit checkout'),
      );
  }
}

/**
 * The client left the checkout (its cancel link, or the test checkout's "Cancel"): the hold is
 * released at once and the session expired. Only the client's own unpaid hold; anything else is
 * left alone and reported as not found.
 */
export async function releaseHold(
  db: Db,
  which: { userId: string } & ({ depositId: string } | { sessionId: string }),
  context: Omit<DepositContext, 'publicUrl'> & {
    /** Keeps the answer in the release's transaction (the request's idempotency key). */
    keep?: (tx: Db) => Promise<void>;
  },
): Promise<void> {
  const released = await db.transaction(async (tx) => {
    const [deposit] = await tx
      .select({ deposit: appointmentDeposits })
      .from(appointmentDeposits)
      .innerJoin(appointments, eq(appointments.id, appointmentDeposits.appointmentId))
      .where(
        and(
          'depositId' in which
            ? eq(appointmentDeposits.id, which.depositId)
            : eq(appointmentDeposits.providerSessionId, which.sessionId),
          eq(appointments.userId, which.userId),
          eq(appointmentDeposits.status, 'awaiting_payment'),
        ),
      )
      .for('update', { of: appointmentDeposits });
    if (!deposit) return null;
    await endHold(tx, deposit.deposit);
    await context.keep?.(tx);
    return deposit.deposit;
  });
  if (!released)
    throw new ApiError(404, 'hold_not_found', 'This hold has already ended or been paid.');
  await expireSessions(context.payments, [released], context.log);
}

/**
 * The scheduled job: unpaid holds past their time are deleted, their deposits marked expired and
 * their checkouts expired at the provider. The deposits are claimed with SKIP LOCKED, so several
 * instances share the work and a payment being verified at that moment (which holds its deposit)
 * is left to finish. Holds without a deposit row go too (an earlier version wrote the two apart, so
 * a crash between them left one; a visit's held parts have none), and the visits left empty.
 */
export async function expireLapsedHolds(
  db: Db,
  now: Date,
  deps: { payments: AnyPaymentProvider | undefined; log: Logger },
): Promise<number> {
  const lapsed = await db.transaction(async (tx) => {
    const deposits = await tx
      .select()
      .from(appointmentDeposits)
      .where(
        and(
          eq(appointmentDeposits.status, 'awaiting_payment'),
          lte(appointmentDeposits.holdExpiresAt, now),
        ),
      )
      .limit(100)
      .for('update', { skipLocked: true });
    const holdIds = deposits.flatMap((d) => (d.appointmentId ? [d.appointmentId] : []));
    if (holdIds.length > 0)
      await tx
        .delete(appointments)
        .where(and(inArray(appointments.id, holdIds), isNotNull(appointments.heldUntil)));
    if (deposits.length > 0)
      await tx
        .update(appointmentDeposits)
        .set({ status: 'expired', appointmentId: null })
        .where(
          inArray(
            appointmentDeposits.id,
            deposits.map((d) => d.id),
          ),
        );
    await tx.delete(appointments).where(
      and(
        lte(appointments.heldUntil, now),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(appointmentDeposits)
            .where(eq(appointmentDeposits.appointmentId, appointments.id)),
        ),
      ),
    );
    // A visit held and never booked (issue 32) keeps nothing once its parts are gone: its token's
    // hash goes with it.
    await tx.delete(visits).where(
      and(
        isNotNull(visits.holdTokenHash),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(appointments)
            .where(eq(appointments.visitId, visits.id)),
        ),
      ),
    );
    return deposits;
  });
  await expireSessions(deps.payments, lapsed, deps.log);
  return lapsed.length;
}
