import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { privacyMessages } from '@shared/schemas/privacy';
import type { Db } from '../../db/client';
import { coursePurchases, testCheckoutSessions } from '../../db/schema/academy';
import { adminAuditLog } from '../../db/schema/audit';
import { loginAttempts, profiles, user, verification } from '../../db/schema/auth';
import { appointments } from '../../db/schema/booking';
import { clientNotes, clients } from '../../db/schema/clients';
import { appointmentDeposits } from '../../db/schema/deposits';
import { contacts } from '../../db/schema/contacts';
import { idempotencyKeys } from '../../db/schema/idempotency';
import { mailQueue } from '../../db/schema/mail';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import { rateLimits } from '../../db/schema/rate-limits';
import { rebookReminders, smsQueue } from '../../db/schema/reminders';
import { reviewRequests, reviews } from '../../db/schema/reviews';
import { waitlistEntries } from '../../db/schema/waitlist';
import { staffInvitations } from '../../db/schema/staff';
import { ApiError } from '../../http/errors';
import type { Logger } from '../../logger';
import { recordAdminAction } from '../admin/audit.service';
import { clinicalRowCounts } from '../clinical/retention/clinical-retention';
import { ukMobileNumber } from '@shared/sms-consent';
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
  /**
   * Clinical records kept, by table (issue 33, decision 053): restricted to the owner until five
   * years after the client's last visit, when the retention job deletes them.
   */
  keptClinicalRecords: Record<string, number>;
}

/**
 * How an erasure frees the client's live appointments (the booking feature's, given by the app):
 * as the client's own cancellation would, deposits settled. Returns the ids it cancelled.
 */
export type CancelClientAppointments = (
  tx: Db,
  clientId: string,
  actor: { id: string; email: string },
  context: { now: Date; log: Logger },
) => Promise<{ id: string }[]>;

/** What an erasure needs besides the client: the app's booking side, and the request's clock. */
/** What an erasure route is wired with: the booking side's cancellation of the appointments. */
export interface ErasureWiring {
  cancelAppointments: CancelClientAppointments;
}

export interface ErasureContext {
  cancelAppointments: CancelClientAppointments;
  now: Date;
  log: Logger;
}

/**
 * The records that are the client's, by id: what an erasure deletes, anonymises, or looks for in
 * the mail and SMS queues (`about`) and the audit log (`target_id`). Nothing is found by its text.
 */
interface ClientIds {
  all: string[];
  appointments: string[];
}

/**
 * UK GDPR erasure (decisions 027 and 033): in one transaction, everything the salon holds about the
 * client goes, except the financial records the privacy policy (§6) keeps — completed appointments,
 * course purchases and deposits — and the clinical records (decision 053, restricted to the owner),
 * which stay attached to a record with no name, e-mail or phone.
 * Live appointments are first cancelled as the client's own cancellation would be. Only rows that
 * are the client's are touched: found by the client's ids, or by being addressed to the client's own
 * e-mail or phone; never by a name or number appearing in someone else's row.
 */
export async function eraseClient(
  db: Db,
  clientId: string,
  requester: PrivacyRequester,
  context: ErasureContext,
): Promise<ErasureResult> {
  return db.transaction(async (tx) => {
    const found = await findClient(tx, clientId, { forUpdate: true });
    const { record, account } = found;
    if (record.erasedAt) throw new ApiError(409, 'already_erased', privacyMessages.alreadyErased);
    if (account?.staffRole) {
      throw requester.by === 'client'
        ? new ApiError(403, 'admin_account', privacyMessages.adminAccount)
        : new ApiError(409, 'admin_account', privacyMessages.adminAccountPt);
    }
    const actor =
      requester.by === 'staff'
        ? requester.actor
        : { id: requester.actor.id, email: SELF_SERVICE_ACTOR };
    const terms = await personalTerms(tx, found);
    // Addresses the salon wrote to: the account's even before it was confirmed.
    const addresses = [
      ...new Set([found.email, account?.email].filter((e): e is string => !!e)),
    ].map((e) => e.toLowerCase());
    const freed = await context.cancelAppointments(tx, record.id, actor, context);
    // Collected after the cancellations, before anything goes: their audit rows are the client's.
    const ids = await clientIds(tx, found);

    // A review link names the client and lets its holder write as them: none survives, sent or not.
    if (ids.appointments.length > 0)
      await tx
        .delete(reviewRequests)
        .where(inArray(reviewRequests.appointmentId, ids.appointments));
    // The waitlist says what and when the client wanted; its offers (and their links) go with it,
    // and a time held for an offer goes with the client's other appointments below.
    await tx.delete(waitlistEntries).where(eq(waitlistEntries.clientId, record.id));
    // A rebooking e-mail's unsubscribe token names the client: none survives either.
    await tx.delete(rebookReminders).where(eq(rebookReminders.clientId, record.id));
    await tx
      .delete(appointments)
      .where(and(eq(appointments.clientId, record.id), ne(appointments.status, 'completed')));
    const kept = await tx
      .update(appointments)
      .set({ notes: null, staffNote: null, userId: null })
      .where(eq(appointments.clientId, record.id))
      .returning({ id: appointments.id });
    await tx.delete(clientNotes).where(eq(clientNotes.clientId, record.id));
    const keptPurchases = await anonymisePurchases(tx, found);
    const keptDeposits = await tx
      .select({ id: appointmentDeposits.id })
      .from(appointmentDeposits)
      .where(eq(appointmentDeposits.clientId, record.id));
    // The clinical records stay (decision 053): nothing below touches CLINICAL_TABLES, and the
    // anonymised record they hang from stays; from now on only the owner reaches them.
    const keptClinicalRecords = await clinicalRowCounts(tx, record.id);
    await forgetEmailKeyedRows(tx, found, addresses);
    await forgetMail(tx, addresses, ids.all);
    await forgetSms(tx, await phonesOf(tx, found), ids.all);
    await forgetKeptAnswers(tx, account?.id ?? null, ids.all);
    await scrubAuditLog(tx, { addresses, accountId: account?.id ?? null, ids: ids.all }, terms.all);

    await recordAdminAction(
      tx,
      actor,
      'client.erase',
      { type: 'client', id: record.id },
      {
        by: requester.by,
        keptAppointments: kept.length,
        keptPurchases,
        keptDeposits: keptDeposits.length,
        keptClinicalRecords,
        cancelledAppointments: freed.map((a) => a.id),
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
        erasedAt: context.now,
      })
      .where(eq(clients.id, record.id));
    return {
      clientId: record.id,
      keptAppointments: kept.length,
      keptPurchases,
      keptDeposits: keptDeposits.length,
      keptClinicalRecords,
    };
  });
}

/** Every id the salon's other rows may name the client by. */
async function clientIds(db: Db, { record, account, email }: FoundClient): Promise<ClientIds> {
  const column = { id: sql<string>`id::text` };
  const appointmentIds = (
    await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.clientId, record.id))
  ).map((a) => a.id);
  const owned = [
    db.select(column).from(appointmentDeposits).where(eq(appointmentDeposits.clientId, record.id)),
    ...purchaseOwner({ account, email }).map((where) =>
      db.select(column).from(coursePurchases).where(where),
    ),
    ...(email
      ? [
          db.select(column).from(reviews).where(sameEmail(reviews.userEmail, email)),
          db.select(column).from(contacts).where(sameEmail(contacts.email, email)),
        ]
      : []),
  ];
  const others = (await Promise.all(owned)).flat().map((row) => row.id);
  return {
    appointments: appointmentIds,
    all: [...new Set([record.id, ...(account ? [account.id] : []), ...appointmentIds, ...others])],
  };
}

/** Whose course purchases: the account's, and those bought with the client's own address. */
function purchaseOwner({ account, email }: Pick<FoundClient, 'account' | 'email'>) {
  const owned = or(
    account ? eq(coursePurchases.userId, account.id) : undefined,
    email ? sameEmail(coursePurchases.email, email) : undefined,
  );
  return owned ? [owned] : [];
}

/** Purchases stay for the accounts, with an address that names nobody. */
async function anonymisePurchases(db: Db, { account, email }: FoundClient): Promise<number> {
  const [owned] = purchaseOwner({ account, email });
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
 * Reviews, contact messages, the newsletter row and team invitations sent with their address, and
 * the sign-in machinery's rows about it: pending links, lockout counters (`…|email`,
 * `hourly-account:email@…`) and rate-limit counters named by the address or the account.
 */
async function forgetEmailKeyedRows(db: Db, { account, email }: FoundClient, addresses: string[]) {
  if (email) {
    await db.delete(reviews).where(sameEmail(reviews.userEmail, email));
    await db.delete(contacts).where(sameEmail(contacts.email, email));
    await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  }
  for (const address of addresses) {
    await db.delete(verification).where(
      or(
        sql`lower(${verification.identifier}) = ${address}`,
        // A magic link's row holds `{"email":"…",…}`: the address must be the whole field.
        sql`lower(substring(${verification.value} from '"email"\s*:\s*"([^"]*)"')) = ${address}`,
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
    // Invitations to join the team sent to their address (someone who left the team, or never
    // accepted), and the one they accepted.
    await db
      .delete(staffInvitations)
      .where(
        or(
          sql`lower(${staffInvitations.email}) = ${address}`,
          account ? eq(staffInvitations.acceptedBy, account.id) : undefined,
        ),
      );
  }
  const keys = [...addresses, ...(account ? [account.id] : [])];
  for (const key of keys)
    await db
      .delete(rateLimits)
      .where(sql`right(${rateLimits.key}, ${key.length + 1}) in (${`:${key}`}, ${`|${key}`})`);
}

/** `text[]` of the given values, for `= any(…)` and `&&`. */
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * The mail queue's messages to them (to or reply-to their own address, the whole address) or
 * about them (the salon's notices name their records in `about`): the salon's copy of what was
 * sent would outlive the erasure. Anyone else's message stays, whatever its text says.
 */
async function forgetMail(db: Db, addresses: string[], ids: string[]) {
  const replyAddress = sql`lower(coalesce(substring(${mailQueue.replyTo} from '<([^<>]+)>\s*$'), btrim(${mailQueue.replyTo})))`;
  await db
    .delete(mailQueue)
    .where(
      or(
        addresses.length > 0
          ? sql`lower(btrim(${mailQueue.to})) = any(${textArray(addresses)})`
          : undefined,
        addresses.length > 0 ? sql`${replyAddress} = any(${textArray(addresses)})` : undefined,
        sql`${mailQueue.about} && ${textArray(ids)}`,
      ),
    );
}

/** The client's phone numbers as the SMS queue writes them (UK mobiles, E.164). */
async function phonesOf(db: Db, { record, account }: FoundClient): Promise<string[]> {
  const [profile] = account
    ? await db
        .select({ phone: profiles.phone })
        .from(profiles)
        .where(eq(profiles.userId, account.id))
    : [];
  return [profile?.phone, record.phone]
    .map((phone) => ukMobileNumber(phone ?? null))
    .filter((phone): phone is string => !!phone);
}

/** Text messages to the client's own numbers, or about their records. */
async function forgetSms(db: Db, phones: string[], ids: string[]) {
  await db
    .delete(smsQueue)
    .where(
      or(
        phones.length > 0 ? sql`${smsQueue.to} = any(${textArray(phones)})` : undefined,
        sql`${smsQueue.about} && ${textArray(ids)}`,
      ),
    );
}

/**
 * Answers kept for idempotency keys (decision 039) that may name them: the ones given to their
 * account, and staff's whose answer showed one of their records (`about`, by id).
 */
async function forgetKeptAnswers(db: Db, accountId: string | null, ids: string[]) {
  await db
    .delete(idempotencyKeys)
    .where(
      or(
        accountId ? eq(idempotencyKeys.accountId, accountId) : undefined,
        sql`${idempotencyKeys.about} && ${textArray(ids)}`,
      ),
    );
}

/**
 * The audit log keeps what staff did, but not who it was done to: in the rows about the client's
 * own records (by target id) or written by them, their name, address and phone are replaced, and
 * their own requests are shown as the client's. Rows about anything else are left as they are,
 * even where they happen to contain the same words.
 */
async function scrubAuditLog(
  db: Db,
  who: { addresses: string[]; accountId: string | null; ids: string[] },
  terms: string[],
) {
  const byThem = or(
    who.addresses.length > 0
      ? sql`lower(${adminAuditLog.actorEmail}) = any(${textArray(who.addresses)})`
      : undefined,
    who.accountId ? eq(adminAuditLog.actorUserId, who.accountId) : undefined,
  );
  // Their name goes with their address: the log keeps that the client acted, not who they were.
  if (byThem)
    await db
      .update(adminAuditLog)
      .set({ actorEmail: SELF_SERVICE_ACTOR, actorName: '' })
      .where(byThem);
  if (terms.length === 0) return;
  const rows = await db
    .select({ id: adminAuditLog.id, details: adminAuditLog.details })
    .from(adminAuditLog)
    .where(or(sql`${adminAuditLog.targetId} = any(${textArray(who.ids)})`, byThem));
  for (const row of rows) {
    const scrubbed = scrubText(row.details, terms);
    if (JSON.stringify(scrubbed) !== JSON.stringify(row.details))
      await db.update(adminAuditLog).set({ details: scrubbed }).where(eq(adminAuditLog.id, row.id));
  }
}
