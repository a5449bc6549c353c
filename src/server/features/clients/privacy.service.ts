import { and, type AnyColumn, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatInstant, salonToday } from '@shared/salon-dates';
import type { ClientDataExport } from '@shared/schemas/privacy';
import { ukMobileNumber } from '@shared/sms-consent';
import type { Db } from '../../db/client';
import { coursePurchases } from '../../db/schema/academy';
import { profiles, user } from '../../db/schema/auth';
import { appointments } from '../../db/schema/booking';
import { courses, professionals, services } from '../../db/schema/catalogue';
import { clients } from '../../db/schema/clients';
import { appointmentDeposits } from '../../db/schema/deposits';
import { contacts } from '../../db/schema/contacts';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import { reviews } from '../../db/schema/reviews';
import { rebookReminders } from '../../db/schema/reminders';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlist';
import type { AdminActor } from '../../http/app-env';
import { recordAdminAction } from '../admin/audit.service';
import { exportClinicalRecords } from '../clinical/retention/clinical-retention';
import { clientNotFound } from './clients-admin.service';

// A client's own data under UK GDPR (decision 026, "Erasure"): what they may download, and whose
// it is. Erasure is in privacy-erasure.service.ts.

/** Who asked: staff from the back office, or the client from /perfil. */
export type PrivacyRequester =
  { by: 'staff'; actor: AdminActor } | { by: 'client'; actor: { id: string; email: string } };

/**
 * The audit log's actor for a client's own request. An erased client's e-mail may not stay in the
 * log, so their requests are written (and their earlier ones rewritten) under this label.
 */
export const SELF_SERVICE_ACTOR = 'o próprio cliente (pelo site)';

/** A client record with the account it points at, if any; locked when `forUpdate`. */
export async function findClient(db: Db, clientId: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({ record: clients, account: user })
    .from(clients)
    .leftJoin(user, eq(user.id, clients.userId))
    .where(eq(clients.id, clientId));
  const [row] = await (options.forUpdate ? query.for('update', { of: clients }) : query);
  if (!row) throw clientNotFound();
  const { record, account } = row;
  return {
    record,
    account,
    /**
     * The address whose messages, reviews, purchases and newsletter row are theirs: the account's
     * once confirmed (anyone may type an address into a form), or the one the desk took from them.
     */
    email: account ? (account.emailVerified ? account.email : null) : record.email,
  };
}

export type FoundClient = Awaited<ReturnType<typeof findClient>>;

/** `lower(btrim(column)) = email`: forms store addresses as typed. */
export const sameEmail = (column: AnyColumn, email: string) =>
  sql`lower(btrim(${column})) = ${email.toLowerCase()}`;

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** The JSON document of everything held about the client, and its audit row, in one transaction. */
export async function exportClientData(
  db: Db,
  clientId: string,
  requester: PrivacyRequester,
  now: Date,
): Promise<ClientDataExport> {
  return db.transaction(async (tx) => {
    const found = await findClient(tx, clientId);
    const document = await collectClientData(tx, found, now);
    await recordAdminAction(
      tx,
      requester.actor,
      'client.export',
      { type: 'client', id: clientId },
      { by: requester.by },
    );
    return document;
  });
}

async function collectClientData(
  db: Db,
  { record, account, email }: FoundClient,
  now: Date,
): Promise<ClientDataExport> {
  const [profile] = account
    ? await db.select().from(profiles).where(eq(profiles.userId, account.id))
    : [];
  const requested = alias(professionals, 'requested_professional');
  const booked = await db
    .select({
      id: appointments.id,
      service: services.name,
      professional: professionals.name,
      requestedProfessional: requested.name,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
      pricePence: appointments.totalPricePence,
      // Their own notes from booking online; staff's internal note (staff_note) is the salon's,
      // like the record's private notes, and is not theirs to download (issue 27).
      notes: appointments.notes,
      createdAt: appointments.createdAt,
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(professionals, eq(professionals.id, appointments.assignedProfessionalId))
    .leftJoin(requested, eq(requested.id, appointments.professionalId))
    // A deposit's hold is not an appointment yet (decision 028); its deposit is listed below.
    .where(and(eq(appointments.clientId, record.id), isNull(appointments.heldUntil)))
    .orderBy(asc(appointments.startsAt));
  const deposits = await db
    .select({ deposit: appointmentDeposits, service: services.name })
    .from(appointmentDeposits)
    .innerJoin(services, eq(services.id, appointmentDeposits.serviceId))
    .where(eq(appointmentDeposits.clientId, record.id))
    .orderBy(asc(appointmentDeposits.createdAt));
  const purchaseOwner = or(
    account ? eq(coursePurchases.userId, account.id) : undefined,
    email ? sameEmail(coursePurchases.email, email) : undefined,
  );
  const purchases = purchaseOwner
    ? await db
        .select({ purchase: coursePurchases, course: courses.name })
        .from(coursePurchases)
        .innerJoin(courses, eq(courses.id, coursePurchases.courseId))
        .where(purchaseOwner)
        .orderBy(asc(coursePurchases.purchaseDate))
    : [];
  const byEmail = email !== null;
  const written = byEmail
    ? await db
        .select()
        .from(reviews)
        .where(sameEmail(reviews.userEmail, email))
        .orderBy(asc(reviews.createdAt))
    : [];
  const messages = byEmail
    ? await db
        .select()
        .from(contacts)
        .where(sameEmail(contacts.email, email))
        .orderBy(asc(contacts.createdAt))
    : [];
  const [subscriber] = byEmail
    ? await db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email.toLowerCase()))
    : [];
  const waitlist = await clientWaitlist(db, record.id);
  const rebooks = await db
    .select({
      appointmentId: rebookReminders.appointmentId,
      service: services.name,
      sentAt: rebookReminders.sentAt,
    })
    .from(rebookReminders)
    .innerJoin(appointments, eq(appointments.id, rebookReminders.appointmentId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(eq(rebookReminders.clientId, record.id))
    .orderBy(asc(rebookReminders.sentAt));

  const clinicalRecords = await exportClinicalRecords(db, record.id);
  return {
    about: `Everything Aurora Beauty Studio holds about you, as of ${salonToday(now)} (UK GDPR, right of access). Times are in UTC; "when" is the salon's clock (Europe/London). Prices are in pence (GBP).`,
    exportedAt: iso(now),
    account: account
      ? {
          name: account.name,
          email: account.email,
          emailConfirmed: account.emailVerified,
          createdAt: iso(account.createdAt),
        }
      : null,
    profile: profile
      ? {
          fullName: profile.fullName,
          phone: profile.phone,
          dateOfBirth: profile.dateOfBirth,
          smsReminders: profile.smsReminders,
          smsNumberVerified:
            profile.smsVerifiedNumber !== null &&
            profile.smsVerifiedNumber === ukMobileNumber(profile.phone),
        }
      : null,
    clientRecord: {
      id: record.id,
      fullName: record.fullName,
      email: record.email,
      phone: record.phone,
      dateOfBirth: record.dateOfBirth,
      createdAt: iso(record.createdAt),
    },
    appointments: booked.map((a) => ({
      id: a.id,
      service: a.service,
      professional: a.professional,
      requestedProfessional: a.requestedProfessional,
      startsAt: iso(a.startsAt),
      endsAt: iso(a.endsAt),
      when: formatInstant(a.startsAt, 'dateTime'),
      status: a.status,
      pricePence: a.pricePence,
      yourNotes: a.notes,
      bookedAt: iso(a.createdAt),
    })),
    deposits: deposits.map(({ deposit: d, service }) => ({
      id: d.id,
      appointmentId: d.appointmentId,
      service,
      startsAt: iso(d.startsAt),
      when: formatInstant(d.startsAt, 'dateTime'),
      amountPence: d.amountPence,
      currency: d.currency,
      status: d.status,
      paidAt: isoOrNull(d.paidAt),
      refundedAt: isoOrNull(d.refundedAt),
      retainedAt: isoOrNull(d.retainedAt),
      createdAt: iso(d.createdAt),
    })),
    coursePurchases: purchases.map(({ purchase, course }) => ({
      id: purchase.id,
      course,
      email: purchase.email,
      amountPence: purchase.amountPence,
      currency: purchase.currency,
      accessGranted: purchase.accessGranted,
      purchasedAt: iso(purchase.purchaseDate),
    })),
    reviews: written.map((r) => ({
      id: r.id,
      name: r.userName,
      rating: r.rating,
      comment: r.comment,
      status: r.status,
      createdAt: iso(r.createdAt),
      approvedAt: isoOrNull(r.approvedAt),
    })),
    contactMessages: messages.map((m) => ({
      id: m.id,
      name: m.name,
      phone: m.phone,
      subject: m.subject,
      message: m.message,
      createdAt: iso(m.createdAt),
      salonReply: m.adminResponse,
      repliedAt: isoOrNull(m.respondedAt),
    })),
    clinicalRecords,
    newsletter: subscriber
      ? {
          email: subscriber.email,
          subscribedAt: iso(subscriber.subscribedAt),
          confirmedAt: isoOrNull(subscriber.confirmedAt),
          unsubscribedAt: isoOrNull(subscriber.unsubscribedAt),
        }
      : null,
    waitlist,
    rebookReminders: {
      emails: record.rebookReminders,
      sent: rebooks.map((r) => ({ ...r, sentAt: iso(r.sentAt) })),
    },
  };
}

/** The client's waitlist entries, oldest first, each with the times offered to it. */
async function clientWaitlist(db: Db, clientId: string): Promise<ClientDataExport['waitlist']> {
  const wanted = alias(professionals, 'wanted_professional');
  const entries = await db
    .select({ entry: waitlistEntries, service: services.name, professional: wanted.name })
    .from(waitlistEntries)
    .innerJoin(services, eq(services.id, waitlistEntries.serviceId))
    .leftJoin(wanted, eq(wanted.id, waitlistEntries.professionalId))
    .where(eq(waitlistEntries.clientId, clientId))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  const offers = await db
    .select({ offer: waitlistOffers, professional: professionals.name })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .innerJoin(professionals, eq(professionals.id, waitlistOffers.professionalId))
    .where(eq(waitlistEntries.clientId, clientId))
    .orderBy(asc(waitlistOffers.createdAt));
  return entries.map(({ entry, service, professional }) => ({
    id: entry.id,
    service,
    professional,
    fromDate: entry.fromDate,
    toDate: entry.toDate,
    partsOfDay: entry.parts,
    status: entry.status,
    joinedAt: iso(entry.createdAt),
    offers: offers
      .filter(({ offer }) => offer.entryId === entry.id)
      .map(({ offer, professional: offeredWith }) => ({
        startsAt: iso(offer.startsAt),
        when: formatInstant(offer.startsAt, 'dateTime'),
        professional: offeredWith,
        status: offer.status,
        offeredAt: iso(offer.createdAt),
        expiresAt: iso(offer.expiresAt),
      })),
  }));
}

/** The downloaded file's name: the salon's date, so a client's exports sort by day. */
export function exportFileName(prefix: string, now: Date): string {
  return `${prefix}-${salonToday(now)}.json`;
}
