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
import { appointments } from './booking';

/** A rejected review is kept (for the record) but never shown, and is no longer pending. */
export const reviewStatus = pgEnum('review_status', ['pending', 'approved', 'rejected']);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    status: reviewStatus('status').notNull().default('pending'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /**
     * The completed appointment whose review request this review answers (issue 18): such a review
     * is verified in moderation. One review per appointment.
     */
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('reviews_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('reviews_appointment_idx')
      .on(t.appointmentId)
      .where(sql`${t.appointmentId} is not null`),
  ],
);

/**
 * The e-mail asking for a review the day after a completed appointment (issue 18): one per
 * appointment, due at `due_at`, sent once (claimed with SKIP LOCKED in the transaction that queues
 * the e-mail). Its link carries a random token; only its SHA-256 is stored.
 */
export const reviewRequests = pgTable(
  'review_requests',
  {
    appointmentId: uuid('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('review_requests_due_idx')
      .on(t.dueAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
