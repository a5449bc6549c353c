import type { Db } from '../db/client';
import type { AdminActor } from '../http/app-env';

/** One appointment about to be marked completed ('Concluir'), inside its status change's transaction. */
export interface CompletingAppointment {
  id: string;
  clientId: string | null;
  startsAt: Date;
  visitId: string | null;
}

export interface CompletionContext {
  actor: AdminActor;
  now: Date;
  publicUrl: string;
}

/**
 * The clinic's rules on 'Concluir' (issue 33): each part of the clinical records adds its own
 * check (a consent signed for the visit, a prescription in date…) and its own follow-up (the
 * treatment record, the aftercare e-mail) here, so the booking code calls one place and knows
 * none of them. A check refuses by throwing an ApiError; the transaction then changes nothing.
 */
export const COMPLETION_CHECKS: Array<
  (tx: Db, appointment: CompletingAppointment, context: CompletionContext) => Promise<void>
> = [];

/** Run after the appointment is marked completed, in the same transaction. */
export const COMPLETION_FOLLOW_UPS: Array<
  (tx: Db, appointment: CompletingAppointment, context: CompletionContext) => Promise<void>
> = [];

export async function checkCompletion(
  tx: Db,
  appointment: CompletingAppointment,
  context: CompletionContext,
): Promise<void> {
  for (const check of COMPLETION_CHECKS) await check(tx, appointment, context);
}

export async function followUpCompletion(
  tx: Db,
  appointment: CompletingAppointment,
  context: CompletionContext,
): Promise<void> {
  for (const followUp of COMPLETION_FOLLOW_UPS) await followUp(tx, appointment, context);
}
