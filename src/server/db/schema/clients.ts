import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  pgView,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * The salon's client record (decision 026): one per person, with or without an account. A record
 * the front desk creates for a phone or walk-in client has no `user_id` and holds their name, phone
 * and optional e-mail itself; an account holder's record points at the account, whose profile holds
 * those details (the record's own columns stay empty, so nothing is kept twice). When someone signs
 * in with a confirmed e-mail that a desk record carries, that record is merged into theirs.
 * `erased_at` marks a record anonymised on a UK GDPR erasure request: only its completed
 * appointments remain, with no name, e-mail or phone.
 */
/** Trigram indexes without GIN's pending list: no search ever reads unmerged entries (decision 040). */
const NO_PENDING_LIST = { fastupdate: false };

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    fullName: text('full_name'),
    /** Stored trimmed and lower-cased, like the accounts' e-mails. */
    email: text('email'),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** Rebooking reminders (issue 32): on until the client turns them off (e-mail link, /perfil). */
    rebookReminders: boolean('rebook_reminders').notNull().default(true),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('clients_user_idx').on(t.userId),
    index('clients_email_idx').on(t.email),
    // The client search (features/clients): any part of a name, e-mail or phone (decision 040).
    index('clients_full_name_trgm_idx')
      .using('gin', t.fullName.op('gin_trgm_ops'))
      .with(NO_PENDING_LIST),
    index('clients_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')).with(NO_PENDING_LIST),
    index('clients_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')).with(NO_PENDING_LIST),
    index('clients_phone_digits_trgm_idx')
      .using('gin', sql`regexp_replace(coalesce(${t.phone}, ''), '\\D', '', 'g') gin_trgm_ops`)
      .with(NO_PENDING_LIST),
    check('clients_email_normalised', sql`${t.email} = lower(btrim(${t.email}))`),
  ],
);

/** Staff's private notes on a client: never part of anything the client is shown or sent. */
export const clientNotes = pgTable(
  'client_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** The staff member who wrote it; kept as a name, as accounts may go. */
    authorName: text('author_name').notNull(),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_notes_client_idx').on(t.clientId, t.createdAt)],
);

/**
 * Who a client is, whichever record holds it (migration 0007): the account's profile and e-mail for
 * an account holder, the desk record's own columns otherwise. Read every client's name, e-mail and
 * phone through this view.
 */
export const clientDirectory = pgView('client_directory', {
  id: uuid('id').notNull(),
  userId: text('user_id'),
  fullName: text('full_name').notNull(),
  email: text('email'),
  phone: text('phone'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  erasedAt: timestamp('erased_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).existing();
