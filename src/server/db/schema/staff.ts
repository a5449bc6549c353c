import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { STAFF_LOCALES, STAFF_ROLES } from '@shared/staff-roles';
import { user } from './auth';
import { professionals } from './catalogue';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An invitation to join the team (issue 31, 'Equipe'): the link's token is e-mailed and only its
 * hash kept; it is used once, within 7 days, unless the owner withdraws it first.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** The back office's language the inviter chose for them: the e-mail's, then the account's. */
    locale: text('locale', { enum: STAFF_LOCALES }).notNull().default('pt-BR'),
    professionalId: uuid('professional_id').references(() => professionals.id, {
      onDelete: 'set null',
    }),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
    withdrawnAt: ts('withdrawn_at'),
  },
  (t) => [
    check(
      'staff_invitations_role_check',
      sql`${t.role} in ('owner', 'manager', 'reception', 'professional')`,
    ),
    check('staff_invitations_locale_check', sql`${t.locale} in ('pt-BR', 'en-GB')`),
    index('staff_invitations_email_idx').on(t.email),
  ],
);
