import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEPOSIT_STATUSES } from '@shared/deposits';
import { appointments, visits } from './booking';
import { professionals, services } from './catalogue';
import { clients } from './clients';

export const depositStatus = pgEnum('deposit_status', DEPOSIT_STATUSES);

/**
 * One deposit per held or booked time (decision 028). (provider, provider_session_id) is unique, so
 * the return page and the webhook both verify it and only one appointment ever results. The row
 * keeps what was held (service, professional, time) because an expired hold's appointment row is
 * deleted: a payment that arrives after the hold lapsed books that time again if it is still free,
 * and is refunded otherwise. Kept, anonymised, when its client is erased: it is a financial record.
 */
export const appointmentDeposits = pgTable(
  'appointment_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    /**
     * A visit's one deposit (issue 32, decision 052's addendum): the sum of its parts' deposits,
     * with `appointment_id` (and the service, professional and start) naming the visit's first
     * part. Every part of the visit is held, booked and released with it; `visit_part_count`
     * says how many, so a payment never books a visit some of whose parts are gone.
     */
    visitId: uuid('visit_id').references(() => visits.id, { onDelete: 'set null' }),
    visitPartCount: integer('visit_part_count'),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    /** The client's choice (null for 'No preference') and who was assigned. */
    professionalId: uuid('professional_id').references(() => professionals.id, {
      onDelete: 'restrict',
    }),
    assignedProfessionalId: uuid('assigned_professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'restrict' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    amountPence: integer('amount_pence').notNull(),
    currency: text('currency').notNull().default('gbp'),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').notNull(),
    /** Stripe's PaymentIntent (what a refund names); the session id for the test provider. */
    paymentReference: text('payment_reference'),
    status: depositStatus('status').notNull().default('awaiting_payment'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReference: text('refund_reference'),
    retainedAt: timestamp('retained_at', { withTimezone: true }),
    /**
     * The start a cancellation's 24-hour notice is measured from when it is not the appointment's
     * own: set by a move made inside that notice (decision 032), so moving cannot turn a kept
     * deposit into a refund. Null: the appointment's current start.
     */
    noticeFrom: timestamp('notice_from', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('appointment_deposits_session_idx').on(t.provider, t.providerSessionId),
    uniqueIndex('appointment_deposits_appointment_idx')
      .on(t.appointmentId)
      .where(sql`${t.appointmentId} is not null`),
    index('appointment_deposits_client_idx').on(t.clientId),
    index('appointment_deposits_status_idx').on(t.status, t.holdExpiresAt),
    // Insights' kept deposits per period.
    index('appointment_deposits_retained_idx')
      .on(t.retainedAt)
      .where(sql`${t.status} = 'retained'`),
    check('appointment_deposits_amount_positive', sql`${t.amountPence} > 0`),
    index('appointment_deposits_visit_idx')
      .on(t.visitId)
      .where(sql`${t.visitId} is not null`),
    check(
      'appointment_deposits_visit_parts',
      sql`${t.visitPartCount} is null or ${t.visitPartCount} >= 1`,
    ),
  ],
);
