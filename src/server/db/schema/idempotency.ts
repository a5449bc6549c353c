import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The first answer to each write sent with an `Idempotency-Key` (decision 039): a retry with the
 * same key, from the same caller, to the same route gets this answer again instead of doing the
 * write twice. The answer is written in the write's own transaction wherever the write is one.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Whose key it is: `account:<user id>`, or `visitor:<address>` for a caller without a session. */
    caller: text('caller').notNull(),
    /** The signed-in caller's account: how an erasure finds the answers it was given. */
    accountId: text('account_id'),
    /** The write it was sent to, by name (`appointment.cancel`), whatever the id in its path. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the method, path and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The run that holds the key now; a run whose token was replaced keeps nothing. */
    attempt: uuid('attempt').notNull(),
    /** While no answer is kept: until when that run counts as alive (a dead one is taken over). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    /** The first answer, once kept: status, exact body and the headers that describe it. */
    status: smallint('status'),
    body: text('body'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    /**
     * The ids of the records the answer shows (a client record, an appointment, a deposit, a
     * purchase): an erasure finds the answers that name a client by id (decision 033).
     */
    about: text('about')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** After this the key is forgotten: the scheduled job deletes the row. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_caller_route_key_idx').on(t.caller, t.route, t.key),
    index('idempotency_keys_expires_at_idx').on(t.expiresAt),
    index('idempotency_keys_account_id_idx').on(t.accountId),
  ],
);
