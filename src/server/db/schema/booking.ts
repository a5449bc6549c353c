import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { APPOINTMENT_STATUSES } from '@shared/booking';
import { CANCELLATION_REASONS } from '@shared/cancellation';
import { user } from './auth';
import { professionals, services } from './catalogue';
import { clients } from './clients';

export const appointmentStatus = pgEnum('appointment_status', APPOINTMENT_STATUSES);
export const cancellationReason = pgEnum('cancellation_reason', CANCELLATION_REASONS);

/**
 * A visit: one or more appointments back to back (issue 32, decision 052). While its time is held
 * for a visitor who has not signed in yet, `hold_token_hash` is the SHA-256 of the secret token
 * the visitor's browser keeps; it is cleared once the visit is booked, so the token opens nothing.
 */
export const visits = pgTable('visits', {
  id: uuid('id').primaryKey().defaultRandom(),
  holdTokenHash: text('hold_token_hash').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A booking holds `assigned_professional_id` from `starts_at` to `blocked_until` (its end plus the
 * service's buffer). `professional_id` is the client's choice (null for 'No preference'); the
 * server always assigns someone, and the exclusion constraint (migration 0003, widened to the buffer
 * by 0006; btree_gist) refuses two live bookings of one professional that overlap — the database
 * itself guarantees a slot is never double-booked (decisions 010 and 025).
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Whose appointment it is: every booking has a client record (decision 026). Null only while a
     * visit's time is held before the visitor has said who they are (decision 052).
     */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'restrict' }),
    /** The visit this is a part of (decision 052): its parts are booked, moved, cancelled together. */
    visitId: uuid('visit_id').references(() => visits.id, { onDelete: 'restrict' }),
    /**
     * The client's account, when they have one: what My Appointments and the client's own moves
     * and cancellations check. Set when a desk record is merged into an account; cleared when the
     * account is erased.
     */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    professionalId: uuid('professional_id').references(() => professionals.id, {
      onDelete: 'restrict',
    }),
    assignedProfessionalId: uuid('assigned_professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'restrict' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** ends_at plus the service's buffer: what the no-overlap constraint holds (migration 0006). */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    /** The client's own notes, typed when booking online: shown and sent to them. */
    notes: text('notes'),
    /**
     * Staff's internal note on the appointment (issue 27): the salon's, like the client record's
     * private notes. Never selected by anything a client is shown or sent (My Appointments, the
     * booking e-mails and their .ics, SMS, the data export).
     */
    staffNote: text('staff_note'),
    totalPricePence: integer('total_price_pence').notNull(),
    status: appointmentStatus('status').notNull().default('pending'),
    /**
     * Why it was cancelled (issue 30): the desk's choice, or 'client' for a client's own online
     * cancellation; null before the issue and for an erasure's cancellations (decision 033).
     */
    cancellationReason: cancellationReason('cancellation_reason'),
    /** The desk's words for 'Outro' (required with it), staff's only like the staff note. */
    cancellationNote: text('cancellation_note'),
    /**
     * Set while the time is only held for an unpaid deposit (decision 028): such a row is not an
     * appointment yet. Every reader leaves it out, except the diary's busy spans, which count it
     * until this moment; the no-overlap constraint counts it always, so the booking path deletes an
     * expired hold it collides with. Cleared when the deposit is verified.
     */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /** The .ics SEQUENCE: raised on every move, so calendars replace the event (RFC 5545). */
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check(
      'appointments_client_unless_held',
      sql`${t.clientId} is not null or ${t.heldUntil} is not null`,
    ),
    check('appointments_span', sql`${t.endsAt} > ${t.startsAt}`),
    check('appointments_blocked_span', sql`${t.blockedUntil} >= ${t.endsAt}`),
    check('appointments_price_non_negative', sql`${t.totalPricePence} >= 0`),
    check(
      'appointments_cancellation_other_has_note',
      sql`${t.cancellationReason} is distinct from 'other' or ${t.cancellationNote} is not null`,
    ),
    index('appointments_user_starts_idx').on(t.userId, t.startsAt),
    index('appointments_client_starts_idx').on(t.clientId, t.startsAt),
    index('appointments_starts_idx').on(t.startsAt),
    index('appointments_status_starts_idx').on(t.status, t.startsAt),
    // Insights' clients seen in a period, read from the index alone (decision 040).
    index('appointments_kept_starts_client_idx')
      .on(t.startsAt, t.clientId)
      .where(sql`${t.status} <> 'cancelled' and ${t.heldUntil} is null`),
    index('appointments_visit_idx')
      .on(t.visitId)
      .where(sql`${t.visitId} is not null`),
    index('appointments_held_until_idx')
      .on(t.heldUntil)
      .where(sql`${t.heldUntil} is not null`),
  ],
);
