import { eq } from 'drizzle-orm';
import type { ServiceAftercare } from '@shared/clinical-treatment-records';
import { treatmentMessages } from '@shared/clinical-treatment-records';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema/booking';
import { services } from '../../../db/schema/catalogue';
import { clientDirectory } from '../../../db/schema/clients';
import { aftercareSent, serviceAftercare } from '../../../db/schema/clinical-treatment-records';
import type { AdminActor } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { enqueueMail } from '../../../mail/mail-queue';
import { recordAdminAction } from '../../admin/audit.service';
import type { CompletingAppointment, CompletionContext } from '../../../domain/completion-hooks';
import { aftercareEmail } from './aftercare-email';

export const aftercareServiceNotFound = () =>
  new ApiError(404, 'not_found', treatmentMessages.serviceNotFound);

async function assertService(db: Db, serviceId: string) {
  const [service] = await db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.id, serviceId));
  if (!service) throw aftercareServiceNotFound();
}

/** GET /api/admin/services/:id/aftercare ('' when the service has none). */
export async function getAftercare(db: Db, serviceId: string): Promise<ServiceAftercare> {
  await assertService(db, serviceId);
  const [row] = await db
    .select({ text: serviceAftercare.text })
    .from(serviceAftercare)
    .where(eq(serviceAftercare.serviceId, serviceId));
  return { text: row?.text ?? '' };
}

/** PUT /api/admin/services/:id/aftercare: '' removes it (no e-mail is sent then). */
export async function setAftercare(
  db: Db,
  actor: AdminActor,
  serviceId: string,
  text: string,
  now: Date,
): Promise<ServiceAftercare> {
  return db.transaction(async (tx) => {
    await assertService(tx, serviceId);
    if (text === '')
      await tx.delete(serviceAftercare).where(eq(serviceAftercare.serviceId, serviceId));
    else
      await tx
        .insert(serviceAftercare)
        .values({ serviceId, text, updatedAt: now })
        .onConflictDoUpdate({ target: serviceAftercare.serviceId, set: { text, updatedAt: now } });
    await recordAdminAction(
      tx,
      actor,
      'service.aftercare',
      { type: 'service', id: serviceId },
      { removed: text === '' },
    );
    return { text };
  });
}

/**
 * The completion follow-up (issue 33): the service's aftercare e-mailed to the client, once per
 * appointment (a completion undone and done again sends nothing more). Nothing is sent when the
 * service has no aftercare or the client gave no e-mail address.
 */
export async function queueAftercare(
  tx: Db,
  appointment: CompletingAppointment,
  context: CompletionContext,
): Promise<void> {
  if (!appointment.clientId) return;
  const [row] = await tx
    .select({
      aftercare: serviceAftercare.text,
      serviceName: services.name,
      clientName: clientDirectory.fullName,
      clientEmail: clientDirectory.email,
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(serviceAftercare, eq(serviceAftercare.serviceId, appointments.serviceId))
    .innerJoin(clientDirectory, eq(clientDirectory.id, appointments.clientId))
    .where(eq(appointments.id, appointment.id));
  if (!row?.clientEmail) return;
  const claimed = await tx
    .insert(aftercareSent)
    .values({ appointmentId: appointment.id, queuedAt: context.now })
    .onConflictDoNothing()
    .returning({ id: aftercareSent.appointmentId });
  if (claimed.length === 0) return;
  await enqueueMail(
    tx,
    aftercareEmail({
      clientName: row.clientName,
      clientEmail: row.clientEmail,
      serviceName: row.serviceName,
      startsAt: appointment.startsAt,
      aftercare: row.aftercare,
    }),
    [appointment.clientId, appointment.id],
  );
}
