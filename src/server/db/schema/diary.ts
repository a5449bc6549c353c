import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { TIME_OFF_KINDS } from '@shared/diary';
import { professionals, services } from './catalogue';

// The salon's real diary (decision 025): who performs what, when each professional works, and
// when nobody does. Bookings live in ./booking.ts; the salon's opening hours in ./settings.ts.

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Which services each professional performs; a service is booked only with one of them. */
export const professionalServices = pgTable(
  'professional_services',
  {
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.professionalId, t.serviceId] }),
    index('professional_services_service_idx').on(t.serviceId),
  ],
);

/**
 * A professional's weekly pattern, used when `professionals.follows_opening_hours` is false: for
 * each week of their rota (`professionals.rota_weeks`, 1 when every week is alike) and ISO weekday
 * (1 = Monday) zero or more intervals, in minutes after the salon's midnight, so a lunch break is a
 * gap between two rows.
 */
export const workingIntervals = pgTable(
  'working_intervals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    /** The rota's week (1 … 4) the interval belongs to. */
    week: smallint('week').notNull().default(1),
    weekday: smallint('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [
    index('working_intervals_professional_idx').on(t.professionalId, t.weekday),
    check('working_intervals_weekday', sql`${t.weekday} between 1 and 7`),
    check('working_intervals_week', sql`${t.week} between 1 and 4`),
    check(
      'working_intervals_span',
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.endMinute} > ${t.startMinute}`,
    ),
  ],
);

export const timeOffKind = pgEnum('time_off_kind', TIME_OFF_KINDS);

/** A professional away (holiday, training, sickness): whole days or part of one, as UTC instants. */
export const timeOff = pgTable(
  'time_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    kind: timeOffKind('kind').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Entered as whole salon days (shown as dates, not times). */
    allDay: boolean('all_day').notNull().default(false),
    note: text('note').notNull().default(''),
    createdAt,
  },
  (t) => [
    index('time_off_professional_span_idx').on(t.professionalId, t.startsAt, t.endsAt),
    index('time_off_span_idx').on(t.startsAt, t.endsAt),
    check('time_off_span', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Salon dates (inclusive range) when nobody works; the reason is shown to clients. */
export const closures = pgTable(
  'closures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    createdAt,
  },
  (t) => [
    index('closures_span_idx').on(t.startsOn, t.endsOn),
    check('closures_span', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

/** Bank holidays of England and Wales the owner chose to open on (closed by default). */
export const bankHolidayOpenings = pgTable('bank_holiday_openings', {
  date: date('date', { mode: 'string' }).primaryKey(),
  createdAt,
});
