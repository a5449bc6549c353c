import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TreatmentDose } from '@shared/clinical-treatment-records';
import { user } from './auth';
import { appointments } from './booking';
import { professionals, services } from './catalogue';
import { clients } from './clients';

/**
 * What was done at a completed treatment (issue 33): one record per appointment, written by the
 * professional after 'Concluir'. A clinical record: kept five years after the client's last visit,
 * through an erasure (decision 053), so it names the client's record (kept, anonymised) and the
 * appointment (completed appointments are kept too), never the client's account.
 */
export const treatmentRecords = pgTable(
  'treatment_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    /** The service's name when treated: the record reads the same if the service is renamed. */
    serviceName: text('service_name').notNull(),
    professionalId: uuid('professional_id').references(() => professionals.id, {
      onDelete: 'set null',
    }),
    professionalName: text('professional_name').notNull(),
    /** When the treatment was given (the appointment's start). */
    treatedAt: timestamp('treated_at', { withTimezone: true }).notNull(),
    notes: text('notes'),
    /** The member of the team who last wrote the record. */
    recordedBy: text('recorded_by').references(() => user.id, { onDelete: 'set null' }),
    recordedByName: text('recorded_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('treatment_records_appointment_idx').on(t.appointmentId),
    index('treatment_records_client_idx').on(t.clientId, t.treatedAt),
  ],
);

/** A product used in a treatment: its batch and expiry, and the dose given per area. */
export const treatmentRecordProducts = pgTable(
  'treatment_record_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordId: uuid('record_id')
      .notNull()
      .references(() => treatmentRecords.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    product: text('product').notNull(),
    batch: text('batch').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    /** [{ area, amount, unit: 'units' | 'ml' }], checked by the shared schema before it is saved. */
    doses: jsonb('doses').$type<TreatmentDose[]>().notNull(),
  },
  (t) => [uniqueIndex('treatment_record_products_position_idx').on(t.recordId, t.position)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array: both are handed on as a Uint8Array.
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export const treatmentPhotoKind = pgEnum('treatment_photo_kind', ['before', 'after']);

/**
 * A before/after photo of a treatment, in the database like the course materials (issue 20): every
 * instance serves it, a backup carries it, and it goes with its record. Staff only.
 */
export const treatmentPhotos = pgTable(
  'treatment_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordId: uuid('record_id')
      .notNull()
      .references(() => treatmentRecords.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: treatmentPhotoKind('kind').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    takenBy: text('taken_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('treatment_photos_record_idx').on(t.recordId)],
);

/**
 * The client's consent to clinical photographs. The consent forms (issue 33, 'Fichas') write a row
 * here when a signed form answers yes to the photo question; `source` says which (e.g. the signed
 * form's id). Part of the clinical records: kept and deleted with them.
 */
export const clinicalPhotoConsents = pgTable(
  'clinical_photo_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    source: text('source').notNull(),
  },
  (t) => [index('clinical_photo_consents_client_idx').on(t.clientId)],
);

/** The aftercare advice a service's clients are e-mailed when its appointment is completed. */
export const serviceAftercare = pgTable(
  'service_aftercare',
  {
    serviceId: uuid('service_id')
      .primaryKey()
      .references(() => services.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('service_aftercare_not_blank', sql`btrim(${t.text}) <> ''`)],
);

/** Which completed appointments were sent their aftercare: once each, whatever happens later. */
export const aftercareSent = pgTable('aftercare_sent', {
  appointmentId: uuid('appointment_id')
    .primaryKey()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
});
