import { z } from 'zod';
import {
  PRICE_SECTION_KEYS,
  type PriceSectionKey,
  SERVICE_BADGES,
  SERVICE_CATEGORIES,
  type ServiceBadge,
  type ServiceCategory,
} from '@shared/catalogue';
import type { DepositKind } from '@shared/deposits';
import courses from '../../../../content/catalogue/courses.json';
import professionals from '../../../../content/catalogue/professionals.json';
import services from '../../../../content/catalogue/services.json';
import teams from '../../../../content/catalogue/teams.json';

/**
 * Seed content for the price catalogue: the salon's published price list, its team and its mini
 * courses, kept as data in content/catalogue (the rules that derive buffers, age limits and
 * deposits from it stay here, as code). Array order is display order within each price-list
 * section (the seeder derives sortOrder from the index). Slugs equal slugify(name), which
 * `?service=` links rely on.
 */

export interface SeedService {
  /** slugify(name): lower-case, accents removed, runs of other characters turned into one hyphen. */
  slug: string;
  name: string;
  description: string;
  category: ServiceCategory;
  section: PriceSectionKey;
  durationMinutes: number;
  /** Integer pence. */
  pricePence: number;
  /** Upper bound for ranges such as £20–£28. */
  priceMaxPence?: number;
  /** Shown as "from £X". */
  priceIsFrom?: boolean;
  badge?: ServiceBadge;
  benefits?: string[];
  maintenanceDays?: number;
  /** Days after a visit to invite the client back (issue 32); absent: no rebooking e-mail. */
  rebookAfterDays?: number;
  /** Defaults to true; packages are sold in the salon, not booked online. */
  bookable?: boolean;
}

/** A weekly pattern's interval on the wall clock: ISO weekday (1 = Monday), 'HH:MM' to 'HH:MM'. */
export type SeedInterval = readonly [weekday: number, from: string, to: string];

export interface SeedProfessional {
  name: string;
  role: string;
  sortOrder: number;
  /** Absent: works whenever the salon is open (today's behaviour). */
  pattern?: SeedInterval[];
}

export interface SeedCourse {
  slug: string;
  name: string;
  description: string;
  pricePence: number;
}

const clock = z.string().regex(/^\d\d:\d\d$/);

// The files are edited by hand: a typo is refused at start-up, not seeded.
const seedServiceSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(1),
  description: z.string().min(1),
  category: z.enum(SERVICE_CATEGORIES),
  section: z.enum(PRICE_SECTION_KEYS),
  durationMinutes: z.number().int().positive(),
  pricePence: z.number().int().nonnegative(),
  priceMaxPence: z.number().int().positive().optional(),
  priceIsFrom: z.boolean().optional(),
  badge: z.enum(SERVICE_BADGES).optional(),
  benefits: z.array(z.string().min(1)).optional(),
  maintenanceDays: z.number().int().positive().optional(),
  rebookAfterDays: z.number().int().min(1).max(365).optional(),
  bookable: z.boolean().optional(),
});

const seedProfessionalSchema = z.strictObject({
  name: z.string().min(1),
  role: z.string().min(1),
  sortOrder: z.number().int().nonnegative(),
  pattern: z.array(z.tuple([z.number().int().min(1).max(7), clock, clock]).readonly()).optional(),
});

const seedCourseSchema = z.strictObject({
  slug: z.string().min(1),
  name: z.string().min(1),
  description: z.string().min(1),
  pricePence: z.number().int().positive(),
});

const teamsSchema = z.object({
  sections: z.record(z.enum(PRICE_SECTION_KEYS), z.array(z.string())),
  services: z.record(z.string(), z.array(z.string())),
});

export const seedServices: SeedService[] = z.array(seedServiceSchema).parse(services);

/**
 * The team of a Birmingham salon. The three who were there first work whenever the salon is open;
 * the newer members keep their own weeks: the stylist Tuesday to Saturday, the nurse prescriber
 * three clinic days, the therapist with a lunch hour and Tuesdays off.
 */
export const seedProfessionals: SeedProfessional[] = z
  .array(seedProfessionalSchema)
  .parse(professionals);

const { sections: sectionTeams, services: serviceTeams } = teamsSchema.parse(teams);

/** The professionals (by name) who perform a seeded service. */
export function seedTeamOf(service: Pick<SeedService, 'slug' | 'section'>): string[] {
  return serviceTeams[service.slug] ?? sectionTeams[service.section];
}

/** Clean-up after colour (mixing, rinsing the basin) and injectables (a sterile field). */
export function seedBufferOf(service: Pick<SeedService, 'section'>): number {
  if (service.section === 'injetaveis') return 15;
  if (service.section === 'coloracao-premium') return 10;
  return 0;
}

/** Botulinum toxin and fillers: never for anyone under 18 (the 2021 Act); every injectable here. */
export function seedAdultsOnly(service: Pick<SeedService, 'section'>): boolean {
  return service.section === 'injetaveis';
}

/**
 * The deposits the salon launched with (decision 028, the same rule as migration 0008): £50 on
 * every injectable, a quarter of the price on any other treatment over two hours.
 */
export function seedDepositOf(
  service: Pick<SeedService, 'section' | 'durationMinutes' | 'bookable'>,
): { depositKind: DepositKind | null; depositValue: number | null } {
  if (service.bookable === false) return { depositKind: null, depositValue: null };
  if (seedAdultsOnly(service)) return { depositKind: 'fixed', depositValue: 5000 };
  if (service.durationMinutes > 120) return { depositKind: 'percent', depositValue: 25 };
  return { depositKind: null, depositValue: null };
}

export const seedCourses: SeedCourse[] = z.array(seedCourseSchema).parse(courses);
