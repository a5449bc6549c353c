import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PARTS_OF_DAY } from '@shared/waitlist';
import { user } from './auth';
import { appointments } from './booking';
import { professionals, services } from './catalogue';
import { clients } from './clients';

export const partOfDay = pgEnum('part_of_day', PARTS_OF_DAY);
export const waitlistStatus = pgEnum('waitlist_status', ['waiting', 'booked']);
export const waitlistOfferStatus = pgEnum('waitlist_offer_status', [
  'offered',
  'claimed',
  'lapsed',
  'declined',
]);

/**
 * A client waiting for a time (issue 32): a service, a professional or anyone (null), a range of
 * salon dates and parts of the day. The oldest entry is offered a freed time first.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    professionalId: uuid('professional_id').references(() => professionals.id, {
      onDelete: 'cascade',
    }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    parts: partOfDay('parts').array().notNull(),
    status: waitlistStatus('status').notNull().default('waiting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('waitlist_entries_range', sql`${t.toDate} >= ${t.fromDate}`),
    check('waitlist_entries_parts', sql`cardinality(${t.parts}) > 0`),
    index('waitlist_entries_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'waiting'`),
    index('waitlist_entries_client_idx').on(t.clientId),
  ],
);

/**
 * A freed time offered to an entry, held for it by `appointment_id` (an appointments row with
 * `held_until`, decision 028, so the no-overlap constraint keeps it from everyone else). Unique per
 * entry and start: a time is offered once per client; and one open offer per entry at a time.
 * Only the link token's SHA-256 is kept.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: waitlistOfferStatus('status').notNull().default('offered'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waitlist_offers_entry_start_key').on(t.entryId, t.startsAt),
    uniqueIndex('waitlist_offers_token_key').on(t.tokenHash),
    uniqueIndex('waitlist_offers_one_open_key')
      .on(t.entryId)
      .where(sql`${t.status} = 'offered'`),
    index('waitlist_offers_open_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'offered'`),
  ],
);
