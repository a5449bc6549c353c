import { and, eq } from 'drizzle-orm';
import type { AdminAppointment } from '@shared/schemas/booking';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema/booking';
import { clients } from '../../../db/schema/clients';
import type { AdminActor } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { recordAdminAction } from '../../admin/audit.service';
import { adminAppointment, adminAppointmentNotFound } from './booking-admin.service';
import { notAHold } from '../diary/diary.service';
import { appointmentsInScope, contactInScope, scopeOf } from '../core/staff-scope';

// Staff's internal note on an appointment (issue 27): the salon's own, like the client record's
// private notes, so nothing a client is shown or sent reads `staff_note`.

export type StaffNoteChange = 'added' | 'edited' | 'removed';

/**
 * The audit row of a change to the note: which change, never the text. The log outlives the
 * note (an erasure clears the note on the appointments it keeps), and a note may name the client.
 */
export function recordStaffNoteChange(
  tx: Db,
  actor: AdminActor,
  appointmentId: string,
  change: StaffNoteChange,
): Promise<void> {
  return recordAdminAction(
    tx,
    actor,
    'appointment.staff_note',
    { type: 'appointment', id: appointmentId },
    { change },
  );
}

/**
 * Sets, changes or clears (null) the note, on any appointment but a deposit's hold; one whose
 * client was erased on request keeps none, so nothing can name them again. Saving the same note
 * records nothing. A professional writes only on their own appointments (another's is a 404).
 */
export async function setStaffNote(
  db: Db,
  actor: AdminActor,
  id: string,
  staffNote: string | null,
): Promise<AdminAppointment> {
  const scope = scopeOf(actor);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ staffNote: appointments.staffNote, erasedAt: clients.erasedAt })
      .from(appointments)
      .innerJoin(clients, eq(clients.id, appointments.clientId))
      .where(and(eq(appointments.id, id), notAHold(), appointmentsInScope(scope)))
      .for('update', { of: appointments });
    if (!row) throw adminAppointmentNotFound();
    if (row.erasedAt)
      throw new ApiError(
        409,
        'client_erased',
        'Os dados deste cliente foram apagados a pedido dele: o agendamento não guarda notas.',
      );
    if (row.staffNote === staffNote) return;
    await tx.update(appointments).set({ staffNote }).where(eq(appointments.id, id));
    const change = row.staffNote === null ? 'added' : staffNote === null ? 'removed' : 'edited';
    await recordStaffNoteChange(tx, actor, id, change);
  });
  return contactInScope(scope, await adminAppointment(db, id));
}
