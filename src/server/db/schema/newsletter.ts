import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased; the unique constraint is what detects a duplicate. */
    email: text('email').notNull().unique(),
    /** The secret in every newsletter e-mail's one-click unsubscribe link. */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    /** When the address was (last) signed up on the form. */
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when the owner of the address followed the confirmation link (double opt-in, decision
     * 021): only then is it subscribed and sent newsletter mail.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The secret of the confirmation link; its age is `subscribedAt`'s. */
    confirmationToken: text('confirmation_token').unique(),
    /** Set when the subscriber leaves; kept as the record of their choice. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    check('newsletter_email_normalised', sql`${t.email} = lower(btrim(${t.email}))`),
    // Insights' newsletter growth counts confirmations and departures per period.
    index('newsletter_subscribers_confirmed_at_idx').on(t.confirmedAt),
    index('newsletter_subscribers_unsubscribed_at_idx').on(t.unsubscribedAt),
  ],
);
