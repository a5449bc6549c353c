import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { STAFF_LOCALES, STAFF_ROLES } from '@shared/staff-roles';
import { professionals } from './catalogue';

// The four tables better-auth manages (its field names, snake_case columns), plus what the salon
// adds: the staff member's role (and their link to a professional, their language, their
// suspension), the client's profile (and its mobile number's verification) and
// the login lockout counters.

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Trigram indexes without GIN's pending list: no search ever reads unmerged entries (decision 040). */
const NO_PENDING_LIST = { fastupdate: false };

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /**
     * A member of the team's role (issue 31); null for a client. Set only by the server: an
     * accepted invitation, the owner in 'Equipe', or `npm run admin:grant` (an owner).
     */
    staffRole: text('staff_role', { enum: STAFF_ROLES }),
    /** Suspended by the owner: their sessions ended and no new one starts until restored. */
    staffSuspendedAt: ts('staff_suspended_at'),
    /** The catalogue's professional this member of the team is: their own column and clients. */
    professionalId: uuid('professional_id').references(() => professionals.id, {
      onDelete: 'set null',
    }),
    /** The back office's language for this member of the team; null is Portuguese. */
    locale: text('locale', { enum: STAFF_LOCALES }),
    /** better-auth's two-factor plugin: set once an authenticator app is verified. */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  // The back office's client search reads names and e-mails through client_directory.
  (t) => [
    check(
      'user_staff_role_check',
      sql`${t.staffRole} is null or ${t.staffRole} in ('owner', 'manager', 'reception', 'professional')`,
    ),
    check('user_locale_check', sql`${t.locale} is null or ${t.locale} in ('pt-BR', 'en-GB')`),
    // One account per professional.
    uniqueIndex('user_professional_idx').on(t.professionalId),
    index('user_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')).with(NO_PENDING_LIST),
    index('user_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')).with(NO_PENDING_LIST),
  ],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: ts('access_token_expires_at'),
    refreshTokenExpiresAt: ts('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** The client's details the back office shows beside their appointments (spec: profiles). */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    /** Asked before an 18+ treatment is booked (YYYY-MM-DD). */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** The client's consent to appointment reminders by SMS (issue 18); off until they opt in. */
    smsReminders: boolean('sms_reminders').notNull().default(false),
    /**
     * The mobile number (+447…) the client proved is theirs with a code (issue 27): reminders are
     * texted only while the phone above is this very number. Cleared when the phone changes.
     */
    smsVerifiedNumber: text('sms_verified_number'),
    smsVerifiedAt: ts('sms_verified_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  // The client search (client_directory): a name or phone typed in part (decision 040).
  (t) => [
    index('profiles_full_name_trgm_idx')
      .using('gin', t.fullName.op('gin_trgm_ops'))
      .with(NO_PENDING_LIST),
    index('profiles_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')).with(NO_PENDING_LIST),
    index('profiles_phone_digits_trgm_idx')
      .using('gin', sql`regexp_replace(coalesce(${t.phone}, ''), '\\D', '', 'g') gin_trgm_ops`)
      .with(NO_PENDING_LIST),
  ],
);

/**
 * The one outstanding code an account was texted to prove its mobile number: only its HMAC is
 * kept; it is deleted when used, replaced by the next one, and goes with the account.
 */
export const smsVerificationCodes = pgTable('sms_verification_codes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** The number the code was sent to (+447…): it proves only this one. */
  number: text('number').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: ts('sent_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

/** Failed password logins per account and per address: 3 failures lock for 15 minutes. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: ts('locked_until'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * better-auth's two-factor plugin (TOTP and recovery codes): the secret and the codes are kept
 * encrypted by the plugin with the auth secret.
 */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: ts('locked_until'),
  },
  (t) => [index('two_factor_user_idx').on(t.userId), index('two_factor_secret_idx').on(t.secret)],
);
