import { count, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { defaultSalonSettings } from '@shared/schemas/settings';
import { courses, professionals, services } from '../schema/catalogue';
import { salonSettings } from '../schema/settings';
import { seedCourses, seedProfessionals, seedServices } from './catalogue-data';

/** Any fixed number: it only has to differ from the other advisory locks. */
const SEED_LOCK_ID = 7_340_514;

/**
 * Fills each catalogue table only while it is empty, so the owner's later edits are never
 * overwritten and running it on every start is harmless. Instances starting together on one
 * PostgreSQL take turns (a transaction-scoped advisory lock), so only the first one fills it.
 */
export async function seedCatalogue(db: Db): Promise<{ inserted: Record<string, number> }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const inserted: Record<string, number> = {};
    const [serviceCount] = await tx.select({ n: count() }).from(services);
    if (serviceCount?.n === 0) {
      await tx.insert(services).values(
        seedServices.map((s, index) => ({
          slug: s.slug,
          name: s.name,
          description: s.description,
          category: s.category,
          section: s.section,
          durationMinutes: s.durationMinutes,
          pricePence: s.pricePence,
          priceMaxPence: s.priceMaxPence ?? null,
          priceIsFrom: s.priceIsFrom ?? false,
          badge: s.badge ?? null,
          benefits: s.benefits ?? [],
          maintenanceDays: s.maintenanceDays ?? null,
          bookable: s.bookable ?? true,
          sortOrder: index,
        })),
      );
      inserted.services = seedServices.length;
    }
    const [professionalCount] = await tx.select({ n: count() }).from(professionals);
    if (professionalCount?.n === 0) {
      await tx.insert(professionals).values(seedProfessionals);
      inserted.professionals = seedProfessionals.length;
    }
    const [courseCount] = await tx.select({ n: count() }).from(courses);
    if (courseCount?.n === 0) {
      await tx.insert(courses).values(seedCourses);
      inserted.courses = seedCourses.length;
    }
    const settings = await tx
      .insert(salonSettings)
      .values({ id: 1, data: defaultSalonSettings })
      .onConflictDoNothing()
      .returning({ id: salonSettings.id });
    if (settings.length > 0) inserted.settings = 1;
    return { inserted };
  });
}
