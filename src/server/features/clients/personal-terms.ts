import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema/auth';
import { contacts } from '../../db/schema/contacts';
import { reviews } from '../../db/schema/reviews';
import { type FoundClient, sameEmail } from './privacy.service';

/** What replaces a client's name, address or phone in what the salon keeps (the audit log). */
export const ERASED_MARK = '[apagado]';

/**
 * Shorter terms are left alone: replacing every "Jo" or "Li" in the audit log would mangle other
 * people's entries, and a name that short identifies nobody on its own.
 */
const MIN_TERM_LENGTH = 4;

/**
 * Every spelling of the client's name, e-mail and phone the salon holds: the account, profile and
 * record, and what they typed into the review and contact forms.
 */
export async function personalTerms(db: Db, { record, account, email }: FoundClient) {
  const [profile] = account
    ? await db.select().from(profiles).where(eq(profiles.userId, account.id))
    : [];
  const typed = email
    ? [
        ...(await db
          .select({ name: reviews.userName, phone: sql<string | null>`null` })
          .from(reviews)
          .where(sameEmail(reviews.userEmail, email))),
        ...(await db
          .select({ name: contacts.name, phone: contacts.phone })
          .from(contacts)
          .where(sameEmail(contacts.email, email))),
      ]
    : [];
  const clean = (values: (string | null | undefined)[]) => [
    ...new Set(
      values.map((value) => value?.trim() ?? '').filter((value) => value.length >= MIN_TERM_LENGTH),
    ),
  ];
  const names = clean([
    account?.name,
    profile?.fullName,
    record.fullName,
    ...typed.map((t) => t.name),
  ]);
  const phones = clean([profile?.phone, record.phone, ...typed.map((t) => t.phone)]);
  const emails = clean([email, account?.email, record.email]);
  return { names, all: [...emails, ...names, ...phones] };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A JSON value with every term (any case) in its strings replaced by {@link ERASED_MARK}. */
export function scrubText<T>(value: T, terms: string[]): T {
  if (terms.length === 0) return value;
  const pattern = new RegExp(
    [...terms]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|'),
    'gi',
  );
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return item.replace(pattern, ERASED_MARK);
    if (Array.isArray(item)) return item.map(walk);
    if (item && typeof item === 'object')
      return Object.fromEntries(Object.entries(item).map(([key, v]) => [key, walk(v)]));
    return item;
  };
  return walk(value) as T;
}
