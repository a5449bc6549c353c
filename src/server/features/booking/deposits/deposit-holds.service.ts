import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, lte, notExists, or, sql } from 'drizzle-orm';
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
  const { request, plan, clientId, client } = prepared;
  const opened = await openDepositCheckout(
    {
      serviceName: plan.service.name,
      startsAt: plan.startsAt,
      amountPence,
      userId: request.userId,
      email: client.mail.email,
    },
    context,
  );
  try {
    await bookPlannedSlot(db, plan, {
      status: 'pending',
      heldUntil: opened.heldUntil,
      messages: ONLINE_MESSAGES,
      owner: async () => ({ clientId, userId: request.userId }),
      after: async (tx, hold) => {
        await recordDepositHold(tx, opened, {
          holdId: hold.id,
          clientId,
          serviceId: plan.service.id,
          professionalId: request.professionalId,
          startsAt: plan.startsAt,
          amountPence,
        });
        await context.keep?.(tx, opened.checkout, [clientId, hold.id, opened.checkout.depositId]);
      },
    });
  } catch (err) {
    await opened.close();
    throw err;
  }
  return opened.checkout;
}

/** A deposit's checkout opened at the provider, before its hold is written. */
export interface OpenedCheckout {
  checkout: DepositCheckout;
  heldUntil: Date;
  provider: string;
  sessionId: string;
  /** Expires the session nobody will be shown (a refused time, a failed write): best effort. */
  close: () => Promise<void>;
}

/**
 * Opens the provider's checkout for a deposit, with the deposit's id chosen beforehand so its
 * signed claims can name it. Online bookings and claimed waitlist offers both pay this way.
 */
export async function openDepositCheckout(
  what: { serviceName: string; startsAt: Date; amountPence: number; userId: string; email: string },
  context: DepositContext,
): Promise<OpenedCheckout> {
  const { payments } = context;
  if (!payments) throw depositErrors.noPayments();
  const depositId = randomUUID();
  const heldUntil = new Date(context.now.getTime() + HOLD_MINUTES * 60_000);
  let session: { sessionId: string; url: string };
  try {
    session = await payments.createCheckout({
      purpose: { kind: 'deposit', depositId },
      item: {
        name: `Deposit: ${what.serviceName}`,
        description: `${formatInstant(what.startsAt, 'longDate')} at ${salonTime(what.startsAt)} (UK time), held for ${HOLD_MINUTES} minutes`,
        amountPence: what.amountPence,
      },
      buyer: { userId: what.userId, email: what.email },
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
  return {
    checkout: { checkoutUrl: session.url, depositId, holdExpiresAt: heldUntil.toISOString() },
    heldUntil,
    provider: payments.name,
    sessionId: session.sessionId,
    close: () => payments.expireSession(session.sessionId).catch(() => undefined),
  };
}

/** The deposit's money record beside its hold (an appointments row with `held_until`). */
export async function recordDepositHold(
  tx: Db,
  opened: OpenedCheckout,
  hold: {
    holdId: string;
    clientId: string;
    serviceId: string;
    professionalId: string | null;
    startsAt: Date;
    amountPence: number;
    /** A visit's one deposit: its parts are held, booked and released together. */
    visit?: { id: string; partCount: number };
  },
): Promise<void> {
  const [held] = await tx
    .select({ assignedProfessionalId: appointments.assignedProfessionalId })
    .from(appointments)
    .where(eq(appointments.id, hold.holdId));
  await tx.insert(appointmentDeposits).values({
    id: opened.checkout.depositId,
    appointmentId: hold.holdId,
    visitId: hold.visit?.id ?? null,
    visitPartCount: hold.visit?.partCount ?? null,
    clientId: hold.clientId,
    serviceId: hold.serviceId,
    professionalId: hold.professionalId,
    assignedProfessionalId: held!.assignedProfessionalId,
    startsAt: hold.startsAt,
    amountPence: hold.amountPence,
    provider: opened.provider,
    providerSessionId: opened.sessionId,
    holdExpiresAt: opened.heldUntil,
  });
}

type Deposit = typeof appointmentDeposits.$inferSelect;

/**
 * A visit's held parts (decision 052's addendum) all go at once, then the visit left with no part:
 * its time is free again and nothing of it is booked.
 */
export async function releaseVisitParts(tx: Db, visitId: string): Promise<void> {
  await tx
    .delete(appointments)
    .where(and(eq(appointments.visitId, visitId), isNotNull(appointments.heldUntil)));
  await tx.delete(visits).where(
    and(
      eq(visits.id, visitId),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(appointments)
          .where(eq(appointments.visitId, visits.id)),
      ),
    ),
  );
}

/** Ends a deposit's hold in the deposit's own (locked) transaction: the time is free at once. */
async function endHold(tx: Db, deposit: Deposit) {
  if (deposit.visitId) await releaseVisitParts(tx, deposit.visitId);
  else if (deposit.appointmentId)
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
    const holdIds = deposits.flatMap((d) =>
      !d.visitId && d.appointmentId ? [d.appointmentId] : [],
    );
    if (holdIds.length > 0)
      await tx
        .delete(appointments)
        .where(and(inArray(appointments.id, holdIds), isNotNull(appointments.heldUntil)));
    // A visit's one deposit takes every part of the visit with it.
    for (const deposit of deposits)
      if (deposit.visitId) await releaseVisitParts(tx, deposit.visitId);
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
    // Lapsed holds of no deposit; a part of a visit whose deposit is awaited is left to that
    // deposit (skipped above while its payment is being verified), never taken apart from it.
    await tx.delete(appointments).where(
      and(
        lte(appointments.heldUntil, now),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(appointmentDeposits)
            .where(
              or(
                eq(appointmentDeposits.appointmentId, appointments.id),
                and(
                  eq(appointmentDeposits.visitId, appointments.visitId),
                  eq(appointmentDeposits.status, 'awaiting_payment'),
                ),
              ),
            ),
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
