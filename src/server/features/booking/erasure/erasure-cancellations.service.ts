import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { LIVE_STATUSES } from '@shared/booking';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema/booking';
import { professionals, services } from '../../../db/schema/catalogue';
import { appointmentDeposits } from '../../../db/schema/deposits';
import type { Logger } from '../../../logger';
import { enqueueMail } from '../../../mail/mail-queue';
import type { AnyPaymentProvider } from '../../../payments/create-payment-provider';
import { recordAdminAction } from '../../admin/audit.service';
import { appointmentsFreedEmail, type FreedAppointment } from './erasure-emails';
import { settleDepositOnCancel } from '../deposits/deposit-money.service';
import { notAHold } from '../diary/diary.service';

export interface ErasureCancellationDeps {
  payments: AnyPaymentProvider | undefined;
  notifyEmail: string;
  now: Date;
  log: Logger;
}

/**
 * A client's erasure (decision 033) frees their live appointments as their own cancellation would:
 * each is cancelled and audited, a paid deposit is refunded at least 24 hours ahead and kept later
 * (it stays a financial record, with no appointment), and unpaid holds end. The salon is told by
 * e-mail which times came free, without a word of who held them. Runs in the erasure's
 * transaction: a refund the provider refuses fails the whole erasure, and nothing is lost.
 */
export async function cancelForErasure(
  tx: Db,
  clientId: string,
  actor: { id: string; email: string },
  deps: ErasureCancellationDeps,
): Promise<FreedAppointment[]> {
  const live = await tx
    .select({
      id: appointments.id,
      status: appointments.status,
      startsAt: appointments.startsAt,
      serviceName: services.name,
      professionalName: professionals.name,
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(professionals, eq(professionals.id, appointments.assignedProfessionalId))
    .where(
      and(
        eq(appointments.clientId, clientId),
        inArray(appointments.status, LIVE_STATUSES),
        notAHold(),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .for('update', { of: appointments });

  const freed: FreedAppointment[] = [];
  for (const appointment of live) {
    await tx
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(eq(appointments.id, appointment.id));
    const deposit = await settleDepositOnCancel(tx, appointment, {
      payments: deps.payments,
      actor,
      now: deps.now,
    });
    await recordAdminAction(
      tx,
      actor,
      'appointment.status',
      { type: 'appointment', id: appointment.id },
      { from: appointment.status, to: 'cancelled', reason: 'erasure', deposit },
    );
    freed.push({ ...appointment, deposit });
  }
  await endHolds(tx, clientId, deps);
  if (freed.length > 0) await enqueueMail(tx, appointmentsFreedEmail(freed, deps.notifyEmail));
  return freed;
}

/**
 * Times held for a deposit not yet paid are given up; the checkout is expired at the provider
 * (best effort: a payment that still arrives is refunded, as the client is gone).
 */
async function endHolds(tx: Db, clientId: string, deps: ErasureCancellationDeps) {
  const unpaid = await tx
    .update(appointmentDeposits)
    .set({ status: 'expired', appointmentId: null })
    .where(
      and(
        eq(appointmentDeposits.clientId, clientId),
        eq(appointmentDeposits.status, 'awaiting_payment'),
      ),
    )
    .returning();
  await tx
    .delete(appointments)
    .where(and(eq(appointments.clientId, clientId), isNotNull(appointments.heldUntil)));
  for (const deposit of unpaid) {
    if (deps.payments?.name !== deposit.provider) continue;
    await deps.payments
      .expireSession(deposit.providerSessionId)
      .catch((err: unknown) =>
        deps.log.warn({ err, depositId: deposit.id }, 'could not expire an erased hold'),
      );
  }
}
