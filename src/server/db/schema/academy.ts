import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { courses } from './catalogue';
import { appointmentDeposits } from './deposits';

/** A course's PDF materials (their bytes are in course_material_files), served only to buyers. */
export const courseMaterials = pgTable(
  'course_materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    /** The file's name inside the materials folder; never derived from user input. */
    storedName: text('stored_name').notNull().unique(),
    contentType: text('content_type').notNull().default('application/pdf'),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('course_materials_course_position_idx').on(t.courseId, t.position)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array: both are handed on as a Uint8Array.
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * A material's PDF, in the database (issue 20): every instance serves every file, a backup or
 * `db:move` carries them, and an upload is one transaction with its row.
 */
export const courseMaterialFiles = pgTable('course_material_files', {
  materialId: uuid('material_id')
    .primaryKey()
    .references(() => courseMaterials.id, { onDelete: 'cascade' }),
  content: bytea('content').notNull(),
});

export const checkoutStatus = pgEnum('checkout_status', ['open', 'paid', 'cancelled', 'expired']);

/** The built-in test provider's checkout sessions (what Stripe keeps on its side). */
export const testCheckoutSessions = pgTable('test_checkout_sessions', {
  id: text('id').primaryKey(),
  /** What is paid for: a course, or an appointment's deposit (then `course_id` is null). */
  courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
  depositId: uuid('deposit_id').references(() => appointmentDeposits.id, { onDelete: 'cascade' }),
  userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  email: text('email'),
  amountPence: integer('amount_pence').notNull(),
  currency: text('currency').notNull().default('gbp'),
  status: checkoutStatus('status').notNull().default('open'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per verified payment: (provider, provider_session_id) is unique, so the success page and
 * the webhook can both record it and only one row ever exists. It belongs to the buyer's e-mail
 * and, when known, account.
 */
export const coursePurchases = pgTable(
  'course_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').notNull(),
    amountPence: integer('amount_pence').notNull(),
    currency: text('currency').notNull(),
    accessGranted: boolean('access_granted').notNull().default(true),
    purchaseDate: timestamp('purchase_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_purchases_provider_session_idx').on(t.provider, t.providerSessionId),
    index('course_purchases_user_idx').on(t.userId),
    index('course_purchases_email_idx').on(t.email),
    // A client's record finds their purchases by e-mail, compared in lower case.
    index('course_purchases_lower_email_idx').on(sql`lower(${t.email})`),
    // Insights' course sales per period.
    index('course_purchases_purchase_date_idx').on(t.purchaseDate),
    check('course_purchases_amount_non_negative', sql`${t.amountPence} >= 0`),
  ],
);
