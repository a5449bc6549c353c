import { and, eq } from 'drizzle-orm';
import { can } from '@shared/staff-roles';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/booking';
import { clients } from '../../db/schema/clients';
import type { AdminActor } from '../../http/app-env';
import { ApiError } from '../../http/errors';
import { scopeOf } from '../booking/core/staff-scope';

export const clinicalClientNotFound = () =>
  new ApiError(404, 'not_found', 'Cliente não encontrado.');

/**
 * Whether a member of the team may reach a client's clinical records (the 'clinical' rule let
 * them in): a professional only a client of one of their own appointments (the diary's scope),
 * and an erased client's records only the owner ('clinical.restricted'). Anyone else gets the
 * same 404 as an unknown client.
 */
export async function assertClientInReach(db: Db, actor: AdminActor, clientId: string) {
  const [client] = await db
    .select({ id: clients.id, erasedAt: clients.erasedAt })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) throw clinicalClientNotFound();
  if (client.erasedAt && !can(actor.role, 'clinical.restricted')) throw clinicalClientNotFound();
  const scope = scopeOf(actor);
  if (scope.kind === 'all') return;
  if (!scope.professionalId) throw clinicalClientNotFound();
  const [own] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.clientId, clientId),
        eq(appointments.assignedProfessionalId, scope.professionalId),
      ),
    )
    .limit(1);
  if (!own) throw clinicalClientNotFound();
}
