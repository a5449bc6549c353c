import { sql } from 'drizzle-orm';
import {
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
import { appointments } from './booking';
import { clients } from './clients';

export const reminderChannel = pgEnum('reminder_channel', ['email', 'sms']);

/**
 * Reminders already sent (issue 18): one row per appointment, channel, reminder (1st or 2nd) and
 * the start time it announced. Written in the same transaction that queues the message, so the
 * primary key makes a reminder go out once per appointment and time, however many instances run;
 * a moved appointment has a new start time, hence a new reminder.
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    channel: reminderChannel('channel').notNull(),
    ordinal: smallint('ordinal').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.appointmentId, t.channel, t.ordinal, t.startsAt] })],
);

export const smsStatus = pgEnum('sms_status', ['pending', 'sending', 'sent', 'failed']);

/** Outgoing SMS, queued and sent like e-mail (decision 007): claimed with a lease, retried. */
export const smsQueue = pgTable(
  'sms_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    /** The ids of the records a message is about, as the mail queue's `about` (decision 033). */
    about: text('about')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: smsStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    /**
     * Set on a one-time code's message (issue 27): the client asked for it just now, so it goes at
     * any hour and before the reminders; after this instant it is useless, so it is dropped rather
     * than retried; and its body (the code) is blanked once it is sent or dropped.
     */
    validUntil: timestamp('valid_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_queue_due_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * Rebooking reminders sent (issue 32): one per completed visit, its appointment id the key.
 * Written in the transaction that queues the e-mail, so however many instances run the job a
 * visit is written about once. The e-mail's 'Unsubscribe' link carries a random token; only its
 * SHA-256 is kept, and it turns rebooking reminders off for this row's client.
 */
export const rebookReminders = pgTable('rebook_reminders', {
  appointmentId: uuid('appointment_id')
    .primaryKey()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  clientId: uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});
