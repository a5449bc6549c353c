import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { privacyMessages } from '@shared/schemas/privacy';
import type { Db } from '../../db/client';
import { coursePurchases, testCheckoutSessions } from '../../db/schema/academy';
import { adminAuditLog } from '../../db/schema/audit';
import { loginAttempts, user, verification } from '../../db/schema/auth';
import { appointments } from '../../db/schema/booking';
import { clientNotes, clients } from '../../db/schema/clients';
import { appointmentDeposits } from '../../db/schema/deposits';
import { contacts } from '../../db/schema/contacts';
import { mailQueue } from '../../db/schema/mail';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import { rateLimits } from '../../db/schema/rate-limits';
import { reviewRequests, reviews } from '../../db/schema/reviews';
import { ApiError } from '../../http/errors';
import { recordAdminAction } from '../admin/audit.service';
import { personalTerms, scrubText } from './personal-terms';
import {
  findClient,
  type FoundClient,
  type PrivacyRequester,
  sameEmail,
  SELF_SERVICE_ACTOR,
} from './privacy.service';

export interface ErasureResult {
  clientId: string;
  /** Completed appointments kept, anonymised, as financial records. */
  keptAppointments: number;
  /** Course purchases kept, anonymised, as financial records. */
  keptPurchases: number;
  /**
   * Deposits kept as financial records: they carry no name or e-mail, only the anonymised client
   * record's id; their unpaid holds go with the other appointments.
   */
  keptDeposits: number;
}

/**
 * UK GDPR erasure (decision 026): in one transaction, everything the salon holds about the client
 * goes, except the financial records the privacy policy (§6) keeps — completed appointments and
 * course purchases — which stay attached to a record with no name, e-mail or phone. Whatever
 * earlier wrote their name or e-mail elsewhere (the mail queue, the audit log) is removed or
 * rewritten. The erasure's own audit row carries only ids and counts.
 */
export async function eraseClient(
  db: Db,
  clientId: string,
  requester: PrivacyRequester,
): Promise<ErasureResult> {
  return db.transaction(async (tx) => {
    const found = await findClient(tx, clientId, { forUpdate: true });
    const { record, account } = found;
    if (record.erasedAt) throw new ApiError(409, 'already_erased', privacyMessages.alreadyErased);
    if (account?.isAdmin) {
      throw requester.by === 'client'
        ? new ApiError(403, 'admin_account', privacyMessages.adminAccount)
        : new ApiError(409, 'admin_account', privacyMessages.adminAccountPt);
    }
    const terms = await personalTerms(tx, found);
    // Addresses the salon wrote to or about: the account's even before it was confirmed.
    const addresses = [...new Set([found.email, account?.email].filter((e): e is string => !!e))];

    // A review link names the client and lets its holder write as them: none survives, sent or not.
    await tx
      .delete(reviewRequests)
      .where(
        inArray(
          reviewRequests.appointmentId,
          tx
            .select({ id: appointments.id })
            .from(appointments)
            .where(eq(appointments.clientId, record.id)),
        ),
      );
    await tx
      .delete(appointments)
      .where(and(eq(appointments.clientId, record.id), ne(appointments.status, 'completed')));
    const kept = await tx
      .update(appointments)
      .set({ notes: null, userId: null })
      .where(eq(appointments.clientId, record.id))
      .returning({ id: appointments.id });
    await tx.delete(clientNotes).where(eq(clientNotes.clientId, record.id));
    const keptPurchases = await anonymisePurchases(tx, found);
    const keptDeposits = await tx
      .select({ id: appointmentDeposits.id })
      .from(appointmentDeposits)
      .where(eq(appointmentDeposits.clientId, record.id));
    await forgetEmailKeyedRows(tx, found, addresses);
    await forgetMail(tx, addresses, terms.names);
    await scrubAuditLog(tx, addresses, terms.all);

    await recordAdminAction(
      tx,
      requester.by === 'staff'
        ? requester.actor
        : { id: requester.actor.id, email: SELF_SERVICE_ACTOR },
      'client.erase',
      { type: 'client', id: record.id },
      {
        by: requester.by,
        keptAppointments: kept.length,
        keptPurchases,
        keptDeposits: keptDeposits.length,
        ...(account ? { userId: account.id } : {}),
      },
    );
    // Sessions, sign-in methods and the profile go with the account (on delete cascade); the
    // references kept rows hold to it are set null.
    if (account) await tx.delete(user).where(eq(user.id, account.id));
    await tx
      .update(clients)
      .set({
        userId: null,
        fullName: null,
        email: null,
        phone: null,
        dateOfBirth: null,
        erasedAt: sql`now()`,
      })
      .where(eq(clients.id, record.id));
    return {
      clientId: record.id,
      keptAppointments: kept.length,
      keptPurchases,
      keptDeposits: keptDeposits.length,
    };
  });
}

/** Purchases stay for the accounts, with an address that names nobody. */
async function anonymisePurchases(db: Db, { account, email }: FoundClient): Promise<number> {
  const owned = or(
    account ? eq(coursePurchases.userId, account.id) : undefined,
    email ? sameEmail(coursePurchases.email, email) : undefined,
  );
  if (!owned) return 0;
  const rows = await db
    .update(coursePurchases)
    .set({ userId: null, email: sql`'erased-' || ${coursePurchases.id} || '@invalid'` })
    .where(owned)
    .returning({ id: coursePurchases.id });
  const checkouts = or(
    account ? eq(testCheckoutSessions.userId, account.id) : undefined,
    email ? sameEmail(testCheckoutSessions.email, email) : undefined,
  );
  if (checkouts)
    await db.update(testCheckoutSessions).set({ email: null, userId: null }).where(checkouts);
  return rows.length;
}

/**
 * Reviews, contact messages and the newsletter row sent with their address, and the sign-in
 * machinery's rows about it: pending links, lockout counters (`…|email`, `hourly-account:email@…`)
 * and rate-limit counters named by the address or the account.
 */
async function forgetEmailKeyedRows(db: Db, { account, email }: FoundClient, addresses: string[]) {
  if (email) {
    await db.delete(reviews).where(sameEmail(reviews.userEmail, email));
    await db.delete(contacts).where(sameEmail(contacts.email, email));
    await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  }
  for (const address of addresses) {
    await db
      .delete(verification)
      .where(
        or(
          sql`lower(${verification.identifier}) = ${address}`,
          sql`strpos(lower(${verification.value}), ${address}) > 0`,
          account ? eq(verification.value, account.id) : undefined,
        ),
      );
    await db
      .delete(loginAttempts)
      .where(
        or(
          sql`right(${loginAttempts.key}, ${address.length + 1}) = ${`|${address}`}`,
          sql`starts_with(${loginAttempts.key}, ${`hourly-account:${address}@`})`,
        ),
      );
  }
  const keys = [...addresses, ...(account ? [account.id] : [])];
  for (const key of keys)
    await db
      .delete(rateLimits)
      .where(sql`right(${rateLimits.key}, ${key.length + 1}) in (${`:${key}`}, ${`|${key}`})`);
}

/**
 * The mail queue's messages to them, or about them (the salon's notices carry their name and
 * address): they are the salon's copy of what was sent, and would outlive the erasure.
 */
async function forgetMail(db: Db, addresses: string[], names: string[]) {
  const mentions = [...addresses, ...names].map((term) => {
    const t = term.toLowerCase();
    return or(
      sql`strpos(lower(${mailQueue.to}), ${t}) > 0`,
      sql`strpos(lower(coalesce(${mailQueue.replyTo}, '')), ${t}) > 0`,
      sql`strpos(lower(${mailQueue.subject}), ${t}) > 0`,
      sql`strpos(lower(${mailQueue.text}), ${t}) > 0`,
      sql`strpos(lower(${mailQueue.html}), ${t}) > 0`,
    );
  });
  if (mentions.length > 0) await db.delete(mailQueue).where(or(...mentions));
}

/**
 * The audit log keeps what staff did, but not who it was done to: the client's name, address and
 * phone are replaced in the details of earlier rows (a deleted review's author, a reply's
 * recipient), and their own requests are shown as the client's.
 */
async function scrubAuditLog(db: Db, addresses: string[], terms: string[]) {
  if (addresses.length > 0)
    await db
      .update(adminAuditLog)
      .set({ actorEmail: SELF_SERVICE_ACTOR })
      .where(inArray(sql`lower(${adminAuditLog.actorEmail})`, addresses));
  if (terms.length === 0) return;
  const rows = await db
    .select({ id: adminAuditLog.id, details: adminAuditLog.details })
    .from(adminAuditLog)
    .where(
      or(
        ...terms.map(
          (t) => sql`strpos(lower(${adminAuditLog.details}::text), ${t.toLowerCase()}) > 0`,
        ),
      ),
    );
  for (const row of rows)
    await db
      .update(adminAuditLog)
      .set({ details: scrubText(row.details, terms) })
      .where(eq(adminAuditLog.id, row.id));
}
