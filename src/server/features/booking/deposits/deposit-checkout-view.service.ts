import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema/booking';
import { professionals, services } from '../../../db/schema/catalogue';
import { appointmentDeposits } from '../../../db/schema/deposits';

/**
 * What the test checkout shows of a deposit: the service (a visit's every service, in order), the
 * time held and who was chosen.
 */
export async function depositCheckoutDetails(db: Db, depositId: string) {
  const [row] = await db
    .select({
      serviceName: services.name,
      professionalName: professionals.name,
      visitId: appointmentDeposits.visitId,
      startsAt: appointmentDeposits.startsAt,
      holdExpiresAt: appointmentDeposits.holdExpiresAt,
    })
    .from(appointmentDeposits)
    .innerJoin(services, eq(services.id, appointmentDeposits.serviceId))
    .leftJoin(professionals, eq(professionals.id, appointmentDeposits.professionalId))
    .where(eq(appointmentDeposits.id, depositId));
  if (!row) return null;
  const parts = row.visitId
    ? await db
        .select({ name: services.name })
        .from(appointments)
        .innerJoin(services, eq(services.id, appointments.serviceId))
        .where(eq(appointments.visitId, row.visitId))
        .orderBy(asc(appointments.startsAt))
    : [];
  return {
    serviceName: parts.length > 0 ? parts.map((p) => p.name).join(' + ') : row.serviceName,
    professionalName: row.professionalName,
    startsAt: row.startsAt.toISOString(),
    holdExpiresAt: row.holdExpiresAt.toISOString(),
  };
}
