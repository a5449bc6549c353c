import { and, eq, type SQL } from 'drizzle-orm';
import { can } from '@shared/staff-roles';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/booking';
import { clients } from '../../db/schema/clients';
import type { AdminActor } from '../../http/app-env';
import { ApiError } from '../../http/errors';
import { scopeOf } from '../booking/core/staff-scope';

/**
 * Who reaches a client's clinical records (issue 33, decision 053). The route's rule ('clinical')
 * lets the owner, managers and professionals in; this narrows it, in one place for every part of
 * the records:
 * - a professional reaches only the clients of their own appointments (the diary's scope);
 * - the records of an erased client are restricted (UK GDPR art. 18): only 'clinical.restricted'
 *   (the owner) reaches them; anyone else is answered as if they did not exist.
 */
export type ClinicalReach = { erased: boolean };

export const clinicalClientNotFound = () =>
  new ApiError(404, 'not_found', 'Cliente não encontrado.');

/** The clients whose records the actor reaches through their appointments (undefined: all). */
function ownAppointmentsOf(
  actor: Pick<AdminActor, 'role' | 'professionalId'>,
  clientId: string,
): SQL | undefined {
  const scope = scopeOf(actor);
  if (scope.kind === 'all') return undefined;
  return scope.professionalId === null
    ? undefined
    : and(
        eq(appointments.clientId, clientId),
        eq(appointments.assignedProfessionalId, scope.professionalId),
      );
}

/** Throws the 404 unless the actor may read and write this client's clinical records. */
export async function assertReachesClient(
  db: Db,
  actor: Pick<AdminActor, 'role' | 'professionalId'>,
  clientId: string,
  notFound: () => ApiError = clinicalClientNotFound,
): Promise<ClinicalReach> {
  const [record] = await db
    .select({ erasedAt: clients.erasedAt })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!record) throw notFound();
  if (record.erasedAt && !can(actor.role, 'clinical.restricted')) throw notFound();
  const scope = scopeOf(actor);
  if (scope.kind === 'own') {
    const own = ownAppointmentsOf(actor, clientId);
    if (!own) throw notFound();
    const [mine] = await db.select({ id: appointments.id }).from(appointments).where(own).limit(1);
    if (!mine) throw notFound();
  }
  return { erased: record.erasedAt !== null };
}
