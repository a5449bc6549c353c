import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { professionals, services } from '../../src/server/db/schema/catalogue';
import { professionalServices } from '../../src/server/db/schema/diary';

/** A seeded service by slug, and the active professionals who perform it, in the salon's order. */
export async function serviceAndTeam(db: Db, slug: string) {
  const [service] = await db.select().from(services).where(eq(services.slug, slug));
  if (!service) throw new Error(`no service ${slug}`);
  const team = await db
    .select({ id: professionals.id, name: professionals.name })
    .from(professionals)
    .innerJoin(professionalServices, eq(professionalServices.professionalId, professionals.id))
    .where(and(eq(professionals.isActive, true), eq(professionalServices.serviceId, service.id)))
    .orderBy(asc(professionals.sortOrder));
  return { service, team };
}
