import { depositPence } from '@shared/deposits';
import { asc, eq, sql } from 'drizzle-orm';
import type { Catalogue } from '@shared/catalogue-schema';
import type { Db } from '../../db/client';
import { professionals, services } from '../../db/schema/catalogue';
import { professionalServices } from '../../db/schema/diary';

/** The one source of every price the site shows or charges: active services and professionals. */
export async function getCatalogue(db: Db): Promise<Catalogue> {
  const [serviceRows, professionalRows] = await Promise.all([
    db
      .select({
        id: services.id,
        slug: services.slug,
        name: services.name,
        description: services.description,
        category: services.category,
        section: services.section,
        durationMinutes: services.durationMinutes,
        pricePence: services.pricePence,
        priceMaxPence: services.priceMaxPence,
        priceIsFrom: services.priceIsFrom,
        badge: services.badge,
        benefits: services.benefits,
        maintenanceDays: services.maintenanceDays,
        bookable: services.bookable,
        sortOrder: services.sortOrder,
        bufferMinutes: services.bufferMinutes,
        adultsOnly: services.adultsOnly,
        depositKind: services.depositKind,
        depositValue: services.depositValue,
        // The active professionals who perform it, in the salon's order. The outer service is named
        // in full: Drizzle writes a one-table select's columns unqualified, and a bare "id" here
        // would be the professional's.
        professionalIds: sql<string[]>`coalesce((
          select array_agg(${professionals.id}::text order by ${professionals.sortOrder}, ${professionals.name})
          from ${professionalServices} join ${professionals} on ${professionals.id} = ${professionalServices.professionalId}
          where ${professionalServices.serviceId} = ${sql.raw('"services"."id"')} and ${professionals.isActive}
        ), '{}')`,
      })
      .from(services)
      .where(eq(services.isActive, true))
      .orderBy(asc(services.sortOrder), asc(services.name)),
    db
      .select({ id: professionals.id, name: professionals.name, role: professionals.role })
      .from(professionals)
      .where(eq(professionals.isActive, true))
      .orderBy(asc(professionals.sortOrder), asc(professionals.name)),
  ]);
  return {
    services: serviceRows.map(({ depositKind, depositValue, ...service }) => ({
      ...service,
      depositPence: depositPence({ depositKind, depositValue, pricePence: service.pricePence }),
    })),
    professionals: professionalRows,
  };
}
