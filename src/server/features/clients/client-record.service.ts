import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { LIVE_STATUSES } from '@shared/booking';
import type { DepositSummary } from '@shared/deposits';
import { salonDate, salonTime } from '@shared/salon-dates';
import type { AdminClientRecord, ClientRecordAppointment } from '@shared/schemas/clients';
import { clientDetails } from '../../domain/client-records';
import type { Db } from '../../db/client';
import { coursePurchases } from '../../db/schema/academy';
import { appointments } from '../../db/schema/booking';
import { courses, professionals, services } from '../../db/schema/catalogue';
import { clientNotes } from '../../db/schema/clients';
import { appointmentDeposits } from '../../db/schema/deposits';
import { contacts } from '../../db/schema/contacts';
import { clientCountColumns, clientNotFound } from './clients-admin.service';

/**
 * A client record that is still there: erased records (decision 026) answer 404 like an unknown
 * id, everywhere in the Clientes tab, as they are no longer anyone the desk can look up.
 */
export async function liveClient(db: Db, clientId: string) {
  const row = await clientDetails(db, clientId);
  if (!row || row.erasedAt) throw clientNotFound();
  return row;
}

/** The client's rows found by their e-mail, compared as the accounts' e-mails are (lower case). */
const byEmail = (column: AnyPgColumn, email: string | null) =>
  email ? sql`lower(${column}) = ${email.toLowerCase()}` : sql`false`;

/**
 * Everything the back office shows on one client: details wherever they are kept, appointment
 * counts, appointments ahead and behind, course purchases (by the account or the e-mail), contact
 * messages sent with their e-mail, and staff notes. Six reads, run together.
 */
export async function clientRecord(
  db: Db,
  clientId: string,
  now: Date,
): Promise<AdminClientRecord> {
  const client = await liveClient(db, clientId);
  const [[counts], visits, purchases, messages, notes] = await Promise.all([
    db
      .select(clientCountColumns(now))
      .from(appointments)
      .where(and(eq(appointments.clientId, clientId), isNull(appointments.heldUntil))),
    db
      .select({
        id: appointments.id,
        serviceName: services.name,
        professionalName: professionals.name,
        startsAt: appointments.startsAt,
        status: appointments.status,
        totalPricePence: appointments.totalPricePence,
        deposit: sql<DepositSummary | null>`case when ${appointmentDeposits.id} is null then null
          else json_build_object('id', ${appointmentDeposits.id}, 'status', ${appointmentDeposits.status},
            'amountPence', ${appointmentDeposits.amountPence}) end`,
        staffNote: appointments.staffNote,
      })
      .from(appointments)
      .innerJoin(services, eq(services.id, appointments.serviceId))
      .innerJoin(professionals, eq(professionals.id, appointments.assignedProfessionalId))
      .leftJoin(appointmentDeposits, eq(appointmentDeposits.appointmentId, appointments.id))
      // A deposit's hold is not an appointment yet (decision 028).
      .where(and(eq(appointments.clientId, clientId), isNull(appointments.heldUntil)))
      .orderBy(desc(appointments.startsAt)),
    db
      .select({
        id: coursePurchases.id,
        courseName: courses.name,
        amountPence: coursePurchases.amountPence,
        purchaseDate: coursePurchases.purchaseDate,
      })
      .from(coursePurchases)
      .innerJoin(courses, eq(courses.id, coursePurchases.courseId))
      .where(
        or(
          client.userId ? eq(coursePurchases.userId, client.userId) : undefined,
          byEmail(coursePurchases.email, client.email),
        ),
      )
      .orderBy(desc(coursePurchases.purchaseDate)),
    db
      .select({
        id: contacts.id,
        subject: contacts.subject,
        createdAt: contacts.createdAt,
        isRead: contacts.isRead,
        respondedAt: contacts.respondedAt,
      })
      .from(contacts)
      .where(byEmail(contacts.email, client.email))
      .orderBy(desc(contacts.createdAt)),
    db
      .select({
        id: clientNotes.id,
        body: clientNotes.body,
        authorName: clientNotes.authorName,
        createdAt: clientNotes.createdAt,
      })
      .from(clientNotes)
      .where(eq(clientNotes.clientId, clientId))
      .orderBy(desc(clientNotes.createdAt), desc(clientNotes.id)),
  ]);
  const live = LIVE_STATUSES as readonly string[];
  const isUpcoming = (v: { status: string; startsAt: Date }) =>
    live.includes(v.status) && v.startsAt >= now;
  const shown = visits.map((v): ClientRecordAppointment => ({
    ...v,
    startsAt: v.startsAt.toISOString(),
    date: salonDate(v.startsAt),
    time: salonTime(v.startsAt),
  }));
  return {
    client: {
      id: client.id,
      name: client.fullName,
      email: client.email,
      phone: client.phone,
      dateOfBirth: client.dateOfBirth,
      hasAccount: client.userId !== null,
      since: client.createdAt.toISOString(),
    },
    counts: {
      upcoming: counts!.upcoming,
      completed: counts!.completed,
      cancelled: counts!.cancelled,
      noShow: counts!.noShow,
    },
    upcoming: shown.filter((_, i) => isUpcoming(visits[i]!)).reverse(),
    past: shown.filter((_, i) => !isUpcoming(visits[i]!)),
    purchases: purchases.map((p) => ({ ...p, purchaseDate: p.purchaseDate.toISOString() })),
    messages: messages.map(({ respondedAt, ...m }) => ({
      ...m,
      createdAt: m.createdAt.toISOString(),
      answered: respondedAt !== null,
    })),
    notes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
  };
}
