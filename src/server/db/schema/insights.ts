import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointmentStatus } from './booking';

// Insights' pre-aggregates (issue 28, decision 040): a year of a large salon's history summed per
// salon day (Europe/London), so a report reads a few rows a day instead of every appointment.
// Triggers on appointments (migration 0018) only ever append to the two change logs, so no
// booking ever waits on another for them; a report reads the totals together with what the logs
// still hold, and folds the logs in when no other fold is under way (it never waits for one). Holds for an unpaid deposit (held_until set) are not appointments and count
// nowhere. `appointments` counts every status, so a row whose count fell to 0 means "none".

/** Every appointment change, signed (+1 added, −1 taken away), not yet folded into the totals. */
export const insightsChanges = pgTable('insights_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  day: date('day', { mode: 'string' }).notNull(),
  status: appointmentStatus('status').notNull(),
  professionalId: uuid('professional_id').notNull(),
  serviceId: uuid('service_id').notNull(),
  appointments: integer('appointments').notNull(),
  pricePence: bigint('price_pence', { mode: 'number' }).notNull(),
  /** ends_at − starts_at, in seconds. */
  bookedSeconds: numeric('booked_seconds').notNull(),
});

/** Appointments and their prices per day and status. */
export const insightsStatusDays = pgTable(
  'insights_status_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: appointmentStatus('status').notNull(),
    appointments: integer('appointments').notNull(),
    pricePence: bigint('price_pence', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status] })],
);

/** Per day and professional: appointments, those not cancelled, completed prices, booked time. */
export const insightsProfessionalDays = pgTable(
  'insights_professional_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    professionalId: uuid('professional_id').notNull(),
    appointments: integer('appointments').notNull(),
    bookings: integer('bookings').notNull(),
    completedPence: bigint('completed_pence', { mode: 'number' }).notNull(),
    bookedSeconds: numeric('booked_seconds').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.professionalId] })],
);

/** Per day and service: appointments, those not cancelled, completed prices. */
export const insightsServiceDays = pgTable(
  'insights_service_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    serviceId: uuid('service_id').notNull(),
    appointments: integer('appointments').notNull(),
    bookings: integer('bookings').notNull(),
    completedPence: bigint('completed_pence', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.serviceId] })],
);

/** Each client's first appointment not cancelled (a client with none has no row). */
export const clientFirstVisits = pgTable(
  'client_first_visits',
  {
    clientId: uuid('client_id').primaryKey(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('client_first_visits_first_at_idx').on(t.firstAt)],
);

/** Clients whose first visit may have changed since client_first_visits was folded. */
export const clientFirstVisitChanges = pgTable('client_first_visit_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  clientId: uuid('client_id').notNull(),
});
