import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { PRICE_SECTION_KEYS, SERVICE_BADGES, SERVICE_CATEGORIES } from '@shared/catalogue';
import { DEPOSIT_KINDS } from '@shared/deposits';

export const serviceCategory = pgEnum('service_category', SERVICE_CATEGORIES);
export const serviceBadge = pgEnum('service_badge', SERVICE_BADGES);
export const priceSection = pgEnum('price_section', PRICE_SECTION_KEYS);
export const depositKind = pgEnum('deposit_kind', DEPOSIT_KINDS);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // Bumped by every update through Drizzle: the catalogue's cache version is built from it.
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: serviceCategory('category').notNull(),
    section: priceSection('section').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    pricePence: integer('price_pence').notNull(),
    priceMaxPence: integer('price_max_pence'),
    priceIsFrom: boolean('price_is_from').notNull().default(false),
    badge: serviceBadge('badge'),
    benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
    maintenanceDays: integer('maintenance_days'),
    /**
     * Days after a completed visit when the client is e-mailed an invitation to book it again
     * (issue 32); null: never. Separate from the published maintenance interval, which many
     * services show without the salon wanting to write to their clients about it.
     */
    rebookAfterDays: integer('rebook_after_days'),
    bookable: boolean('bookable').notNull().default(true),
    /** Clean-up after the service, during which its professional cannot start another booking. */
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    /** Botulinum Toxin and Cosmetic Fillers (Children) Act 2021: never booked for anyone under 18. */
    adultsOnly: boolean('adults_only').notNull().default(false),
    /** Part of the price paid online to hold the time (decision 028): pence, or a percentage. */
    depositKind: depositKind('deposit_kind'),
    depositValue: integer('deposit_value'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('services_active_section_idx').on(t.isActive, t.section, t.sortOrder),
    check('services_duration_positive', sql`${t.durationMinutes} > 0`),
    check('services_buffer_range', sql`${t.bufferMinutes} between 0 and 120`),
    check('services_price_non_negative', sql`${t.pricePence} >= 0`),
    check('services_rebook_after_days', sql`${t.rebookAfterDays} between 1 and 365`),
    check(
      'services_deposit',
      sql`(${t.depositKind} is null and ${t.depositValue} is null) or (${t.depositKind} = 'fixed' and ${t.depositValue} > 0) or (${t.depositKind} = 'percent' and ${t.depositValue} between 1 and 100)`,
    ),
    check(
      'services_price_range',
      sql`${t.priceMaxPence} is null or ${t.priceMaxPence} >= ${t.pricePence}`,
    ),
  ],
);

export const professionals = pgTable(
  'professionals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    role: text('role').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * True: works whenever the salon is open (the default, today's behaviour); false: works only
     * the intervals of `working_intervals`.
     */
    followsOpeningHours: boolean('follows_opening_hours').notNull().default(true),
    /** Weeks before their pattern repeats (issue 30: alternating rotas); 1 is every week alike. */
    rotaWeeks: smallint('rota_weeks').notNull().default(1),
    /** The Monday the rota's week 1 begins; null for a one-week rota. */
    rotaStartsOn: date('rota_starts_on', { mode: 'string' }),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check(
      'professionals_rota',
      sql`${t.rotaWeeks} between 1 and 4 and (${t.rotaWeeks} = 1 or ${t.rotaStartsOn} is not null)`,
    ),
  ],
);

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    pricePence: integer('price_pence').notNull(),
    imageUrl: text('image_url'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [check('courses_price_positive', sql`${t.pricePence} > 0`)],
);
