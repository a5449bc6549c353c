import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { professionals, services } from '../../../db/schema/catalogue';
import { appointmentDeposits } from '../../../db/schema/deposits';

/** What the test checkout shows of a deposit: the service, the time held and who was chosen. */
export async function depositCheckoutDetails(db: Db, depositId: string) {
  const [row] = await db
    .select({
      serviceName: services.name,
      professionalName: professionals.name,
      startsAt: appointmentDeposits.startsAt,
      holdExpiresAt: appointmentDeposits.holdExpiresAt,
    })
    .from(appointmentDeposits)
    .innerJoin(services, eq(services.id, appointmentDeposits.serviceId))
    .leftJoin(professionals, eq(professionals.id, appointmentDeposits.professionalId))
    .where(eq(appointmentDeposits.id, depositId));
  if (!row) return null;
  return {
    serviceName: row.serviceName,
    professionalName: row.professionalName,
    startsAt: row.startsAt.toISOString(),
    holdExpiresAt: row.holdExpiresAt.toISOString(),
  };
}
