import { and, eq } from 'drizzle-orm';
import type { AdminClientAlerts } from '@shared/schemas/booking';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema/booking';
import { clientPrivateNotes } from '../../../domain/client-records';
import { bookedClientId, notAHold } from '../diary/diary.service';
import { adminAppointmentNotFound } from './booking-admin.service';
import { appointmentsInScope, type StaffScope } from '../core/staff-scope';
import { clientFormFlags } from '../../clinical/forms/forms-due.service';

/**
 * What the appointment's panel warns the desk of about its client (issue 30): the client record's
 * private notes, where staff write allergies and the like, and the alert words of the client's
 * signed forms (issue 33). Read when the panel opens, so the
 * lists and the day view stay one light query. Another professional's appointment is a 404 to a
 * professional.
 */
export async function clientAlerts(
  db: Db,
  scope: StaffScope,
  appointmentId: string,
): Promise<AdminClientAlerts> {
  const [row] = await db
    .select({ clientId: bookedClientId() })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), notAHold(), appointmentsInScope(scope)));
  if (!row) throw adminAppointmentNotFound();
  const [notes, formFlags] = await Promise.all([
    clientPrivateNotes(db, row.clientId),
    clientFormFlags(db, row.clientId),
  ]);
  return { clientId: row.clientId, notes, formFlags };
}
