import { eq } from 'drizzle-orm';
import type { AppointmentStatus } from '@shared/booking';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema/booking';
import {
  type CompletingAppointment,
  type CompletionContext,
  followUpCompletion,
} from '../../../domain/completion-hooks';
import { planReviewRequest } from '../../../domain/review-request-plan';
import { recordAdminAction } from '../../admin/audit.service';

/**
 * Marks one appointment completed, in the caller's transaction, with everything 'Concluir' brings:
 * the audit record, the review request planned, the clinic's follow-ups (treatment record,
 * aftercare). 'Concluir' (changeAppointmentStatus) and the till's payment (sale-paid-completion.ts)
 * both end here, so a visit paid at the till is completed exactly as one completed by hand. The
 * clinic's checks are the caller's: they ran before the status change, or when checkout began.
 */
export async function completeAppointment(
  tx: Db,
  actor: CompletionContext['actor'],
  appointment: CompletingAppointment & { status: AppointmentStatus },
  context: CompletionContext,
  details: Record<string, unknown> = {},
): Promise<void> {
  await tx
    .update(appointments)
    .set({ status: 'completed' })
    .where(eq(appointments.id, appointment.id));
  await recordAdminAction(
    tx,
    actor,
    'appointment.status',
    { type: 'appointment', id: appointment.id },
    { from: appointment.status, to: 'completed', ...details },
  );
  await planReviewRequest(tx, appointment.id, context.now);
  const { status: _status, ...completing } = appointment;
  await followUpCompletion(tx, completing, context);
}
