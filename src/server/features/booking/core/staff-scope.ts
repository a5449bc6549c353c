import { eq, sql, type SQL } from 'drizzle-orm';
import type { AppointmentStatus } from '@shared/booking';
import { seesOnlyOwnAppointments } from '@shared/staff-roles';
import { appointments } from '../../../db/schema/booking';
import type { AdminActor } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';

/**
 * Whose appointments a member of the team reaches (issue 31, decision 049). The route's rule lets a
 * professional in; this narrows what they then see, in one place, so the day view, the week and
 * the appointment's panel cannot disagree. A professional reaches only the column they work in
 * (the appointment's assigned professional); one not linked to a professional reaches nothing.
 */
export type StaffScope = { kind: 'all' } | { kind: 'own'; professionalId: string | null };

export function scopeOf(actor: Pick<AdminActor, 'role' | 'professionalId'>): StaffScope {
  return seesOnlyOwnAppointments(actor.role)
    ? { kind: 'own', professionalId: actor.professionalId }
    : { kind: 'all' };
}

/** Whether a professional's column (or row of the week) is in reach. */
export function reachesProfessional(scope: StaffScope, professionalId: string): boolean {
  return scope.kind === 'all' || scope.professionalId === professionalId;
}

/** The appointments in reach, for a query's `where` (undefined: no narrowing). */
export function appointmentsInScope(scope: StaffScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  return scope.professionalId === null
    ? sql`false`
    : eq(appointments.assignedProfessionalId, scope.professionalId);
}

/**
 * What a professional may do to their own appointment's status: record how it went. The rest
 * (confirming, cancelling) is the desk's, which arranges the salon's day with the client.
 */
const OWN_STATUSES: readonly AppointmentStatus[] = ['completed', 'no_show'];

export function assertMaySetStatus(scope: StaffScope, status: AppointmentStatus): void {
  if (scope.kind === 'own' && !OWN_STATUSES.includes(status))
    throw new ApiError(
      403,
      'forbidden',
      'Profissionais só podem marcar os próprios agendamentos como concluídos ou como não comparecimento.',
    );
}

/**
 * The client's contact details a member of the team is shown with an appointment. A professional
 * keeps the phone of their own appointments' clients (to call one who is late or must be moved)
 * and never the e-mail address, which the desk writes from.
 */
export function contactInScope<T extends { clientEmail: string | null }>(
  scope: StaffScope,
  appointment: T,
): T {
  return scope.kind === 'all' ? appointment : { ...appointment, clientEmail: null };
}
