import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    adminResponse: text('admin_response'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contacts_created_idx').on(t.createdAt),
    // A client's record finds their messages by e-mail, compared in lower case.
    index('contacts_lower_email_idx').on(sql`lower(${t.email})`),
  ],
);
