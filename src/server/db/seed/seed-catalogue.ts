import { count, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { defaultSalonSettings } from '@shared/schemas/settings';
import { courses, professionals, services } from '../schema/catalogue';
import { professionalServices, workingIntervals } from '../schema/diary';
import { salonSettings } from '../schema/settings';
import { serviceAftercare } from '../schema/clinical-treatment-records';
import { SEED_AFTERCARE } from './aftercare-data';
import {
  seedAdultsOnly,
  seedDepositOf,
  seedBufferOf,
  seedCourses,
  seedProfessionals,
  seedServices,
  seedTeamOf,
} from './catalogue-data';
import { seedClinicalSafety } from './clinical-safety-data';
import { seedServiceForms } from './seed-service-forms';

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

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
          rebookAfterDays: s.rebookAfterDays ?? null,
          bookable: s.bookable ?? true,
          bufferMinutes: seedBufferOf(s),
          adultsOnly: seedAdultsOnly(s),
          ...seedDepositOf(s),
          sortOrder: index,
        })),
      );
      inserted.services = seedServices.length;
      inserted.aftercare = await seedAftercare(tx);
      inserted.clinicalSafety = await seedClinicalSafety(tx);
      await seedServiceForms(tx);
    }
    const [professionalCount] = await tx.select({ n: count() }).from(professionals);
    if (professionalCount?.n === 0) {
      const team = await tx
        .insert(professionals)
        .values(
          seedProfessionals.map(({ pattern, ...p }) => ({ ...p, followsOpeningHours: !pattern })),
        )
        .returning({ id: professionals.id, name: professionals.name });
      inserted.professionals = team.length;
      inserted.workingIntervals = await seedTeamDiary(tx, team);
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

/**
 * The new team's weekly patterns and who performs what, written with the team itself: a database
 * whose team existed before the diary keeps migration 0006's mapping (everyone performs
 * everything) and the owner's own changes.
 */
async function seedTeamDiary(tx: Db, team: { id: string; name: string }[]): Promise<number> {
  const idOf = new Map(team.map((p) => [p.name, p.id]));
  const intervals = seedProfessionals.flatMap((p) =>
    (p.pattern ?? []).map(([weekday, from, to]) => ({
      professionalId: idOf.get(p.name)!,
      weekday,
      startMinute: minutesOf(from),
      endMinute: minutesOf(to),
    })),
  );
  if (intervals.length > 0) await tx.insert(workingIntervals).values(intervals);
  const catalogue = await tx
    .select({ id: services.id, slug: services.slug })
    .from(services)
    .where(
      inArray(
        services.slug,
        seedServices.map((s) => s.slug),
      ),
    );
  const sectionOf = new Map(seedServices.map((s) => [s.slug, s]));
  const mapping = catalogue.flatMap((service) =>
    seedTeamOf(sectionOf.get(service.slug)!).flatMap((name) =>
      idOf.has(name) ? [{ professionalId: idOf.get(name)!, serviceId: service.id }] : [],
    ),
  );
  if (mapping.length > 0)
    await tx.insert(professionalServices).values(mapping).onConflictDoNothing();
  return intervals.length;
}

/** The launch aftercare of the services just seeded (migration 0030 does it for older databases). */
async function seedAftercare(tx: Db): Promise<number> {
  const seeded = await tx
    .select({ id: services.id, slug: services.slug })
    .from(services)
    .where(inArray(services.slug, Object.keys(SEED_AFTERCARE)));
  if (seeded.length === 0) return 0;
  await tx
    .insert(serviceAftercare)
    .values(seeded.map((s) => ({ serviceId: s.id, text: SEED_AFTERCARE[s.slug]! })))
    .onConflictDoNothing();
  return seeded.length;
}
