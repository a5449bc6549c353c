import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_PATCH_TEST_HOURS, DEFAULT_PATCH_TEST_VALID_MONTHS } from '@shared/clinical-safety';
import { user } from './auth';
import { appointments } from './booking';
import { professionals, services } from './catalogue';
import { clients } from './clients';

// Patch tests and prescription-only treatments (issue 33, decision 055). A service's rules and a
// professional's prescriber registration live beside their catalogue rows, keyed by id, so the
// catalogue's own table is untouched; the records are clinical (CLINICAL_TABLES).

/** A service's clinical rules; no row: neither a patch test nor a prescription is needed. */
export const serviceClinicalSafety = pgTable(
  'service_clinical_safety',
  {
    serviceId: uuid('service_id')
      .primaryKey()
      .references(() => services.id, { onDelete: 'cascade' }),
    patchTestRequired: boolean('patch_test_required').notNull().default(false),
    /** The negative test must be at least this many hours before the treatment starts. */
    patchTestHours: integer('patch_test_hours').notNull().default(DEFAULT_PATCH_TEST_HOURS),
    /** …and no older than this many months. */
    patchTestValidMonths: integer('patch_test_valid_months')
      .notNull()
      .default(DEFAULT_PATCH_TEST_VALID_MONTHS),
    prescriptionOnly: boolean('prescription_only').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('service_clinical_safety_hours', sql`${t.patchTestHours} between 1 and 168`),
    check('service_clinical_safety_months', sql`${t.patchTestValidMonths} between 1 and 24`),
  ],
);

/** A professional who may prescribe, with their UK register and number. */
export const professionalPrescribers = pgTable(
  'professional_prescribers',
  {
    professionalId: uuid('professional_id')
      .primaryKey()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    registrationNumber: text('registration_number').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [check('professional_prescribers_body', sql`${t.body} in ('NMC', 'GMC', 'GDC', 'GPhC')`)],
);

/** A patch test done on a client: never edited once recorded (a new test is a new row). */
export const patchTests = pgTable(
  'patch_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    testedAt: timestamp('tested_at', { withTimezone: true }).notNull(),
    product: text('product').notNull(),
    result: text('result').notNull(),
    notes: text('notes').notNull().default(''),
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    recordedBy: text('recorded_by').references(() => user.id, { onDelete: 'set null' }),
    recordedByName: text('recorded_by_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('patch_tests_result', sql`${t.result} in ('negative', 'reaction')`),
    index('patch_tests_client_idx').on(t.clientId, t.testedAt),
  ],
);

/**
 * A prescriber's face-to-face consultation with a client, and the prescription it gave when the
 * client was suitable: what a prescription-only treatment needs before it is booked or completed.
 */
export const prescriberConsultations = pgTable(
  'prescriber_consultations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    prescriberId: uuid('prescriber_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'restrict' }),
    /** The prescriber's register and number when consulted (a later change does not rewrite it). */
    prescriberBody: text('prescriber_body').notNull(),
    prescriberRegistration: text('prescriber_registration').notNull(),
    consultedAt: timestamp('consulted_at', { withTimezone: true }).notNull(),
    suitable: boolean('suitable').notNull(),
    medicine: text('medicine'),
    dose: text('dose'),
    areas: text('areas'),
    validUntil: date('valid_until', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    recordedBy: text('recorded_by').references(() => user.id, { onDelete: 'set null' }),
    recordedByName: text('recorded_by_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'prescriber_consultations_prescription',
      sql`not ${t.suitable} or (${t.medicine} is not null and ${t.dose} is not null and ${t.areas} is not null and ${t.validUntil} is not null)`,
    ),
    index('prescriber_consultations_client_idx').on(t.clientId, t.consultedAt),
  ],
);
