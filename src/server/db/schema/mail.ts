import type { MailAttachment } from '../../mail/mail-message';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const mailStatus = pgEnum('mail_status', ['pending', 'sending', 'sent', 'failed']);

/**
 * Outgoing e-mail, written in the same transaction as the record that caused it and sent by a
 * dispatcher with retries: a message is never lost to a mail server that is briefly down, and a
 * failed send never fails the visitor's request.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /**
     * The ids of the records a message is about (a client record, an account, an appointment, a
     * deposit, a purchase, a contact message): how an erasure finds the salon's notices about a
     * client by id, never by matching their name in the text (decision 033).
     */
    about: text('about')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: mailStatus('status').notNull().default('pending'),
    /** Sent first when higher: account e-mail (confirmations, resets, sign-in links) is 1. */
    priority: smallint('priority').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_queue_due_idx').on(t.status, t.nextAttemptAt)],
);
