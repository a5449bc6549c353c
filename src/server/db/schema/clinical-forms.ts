import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  FORM_FREQUENCIES,
  FORM_KINDS,
  type FormAnswer,
  type FormContent,
} from '@shared/clinical-forms';
import { appointments } from './booking';
import { services } from './catalogue';
import { clients } from './clients';

export const clinicalFormKind = pgEnum('clinical_form_kind', FORM_KINDS);
export const clinicalFormFrequency = pgEnum('clinical_form_frequency', FORM_FREQUENCIES);
export const clinicalFormLinkPurpose = pgEnum('clinical_form_link_purpose', ['email', 'tablet']);

/** A consultation or consent form ('Fichas', issue 33). Its questions live in its versions. */
export const clinicalForms = pgTable('clinical_forms', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  kind: clinicalFormKind('kind').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One version of a form's questions. Never changed: editing a form adds the next version, and a
 * signature names the version it was given on and its content's SHA-256 (decision 054).
 */
export const clinicalFormVersions = pgTable(
  'clinical_form_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: uuid('form_id')
      .notNull()
      .references(() => clinicalForms.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    content: jsonb('content').$type<FormContent>().notNull(),
    contentHash: text('content_hash').notNull(),
    /** The staff member's user id; null for the seeded first versions. */
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('clinical_form_versions_form_version_key').on(t.formId, t.version)],
);

/** Which forms a service needs, and how often. */
export const serviceForms = pgTable(
  'service_forms',
  {
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    formId: uuid('form_id')
      .notNull()
      .references(() => clinicalForms.id, { onDelete: 'cascade' }),
    frequency: clinicalFormFrequency('frequency').notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.formId] })],
);

/**
 * A link to fill a client's forms for one appointment: e-mailed after booking, or opened on the
 * salon's tablet at check-in (short-lived). It does nothing else; only its SHA-256 is kept.
 */
export const clinicalFormLinks = pgTable(
  'clinical_form_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    purpose: clinicalFormLinkPurpose('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clinical_form_links_token_key').on(t.tokenHash),
    index('clinical_form_links_client_idx').on(t.clientId),
  ],
);

/**
 * A signed form: the answers, the typed name and drawn signature, when, from which address, and
 * the version's hash. A database trigger refuses any change to what was signed (migration
 * 'clinical_forms_seed'); rows are only ever deleted, by the retention rule.
 */
export const clinicalFormSubmissions = pgTable(
  'clinical_form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    formId: uuid('form_id')
      .notNull()
      .references(() => clinicalForms.id, { onDelete: 'restrict' }),
    formVersionId: uuid('form_version_id')
      .notNull()
      .references(() => clinicalFormVersions.id, { onDelete: 'restrict' }),
    /** The appointment it was signed for; a visit's forms are signed once for all its parts. */
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    answers: jsonb('answers').$type<Record<string, FormAnswer>>().notNull(),
    typedName: text('typed_name').notNull(),
    /** The drawn signature, a PNG data URL. */
    signature: text('signature').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    versionHash: text('version_hash').notNull(),
    /** The alert words the answers raised. */
    flags: text('flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('clinical_form_submissions_client_idx').on(t.clientId, t.formId, t.signedAt),
    index('clinical_form_submissions_appointment_idx').on(t.appointmentId),
  ],
);
