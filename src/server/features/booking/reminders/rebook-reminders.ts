import { and, asc, eq, isNotNull, isNull, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REBOOK_REMINDER_LATE_DAYS, REBOOK_REMINDER_TIME } from '@shared/rebook-reminders';
import { SALON_TIME_ZONE } from '@shared/salon-dates';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema/booking';
import { services } from '../../../db/schema/catalogue';
import { clientDirectory, clients } from '../../../db/schema/clients';
import { rebookReminders } from '../../../db/schema/reminders';
import { hashLinkToken, newLinkToken } from '../../../domain/link-tokens';
import { enqueueMail } from '../../../mail/mail-queue';
import { rebookReminderEmail } from './rebook-reminder-email';

/** Visits written about per transaction; a round drains them batch by batch. */
const BATCH = 50;

/**
 * When a visit's e-mail is due: REBOOK_REMINDER_TIME on the salon's date of the visit plus the
 * service's days, on the salon's clock (so 10:00 in summer time is 09:00 UTC).
 */
const dueAt = sql<Date>`((((${appointments.startsAt} at time zone ${SALON_TIME_ZONE})::date + ${services.rebookAfterDays}) + ${REBOOK_REMINDER_TIME}::time) at time zone ${SALON_TIME_ZONE})`;

const later = alias(appointments, 'later');

/**
 * One transaction: up to BATCH completed visits whose e-mail is due, of a service with a rebook
 * interval, by a client who has an e-mail, has not turned these e-mails off, and has booked that
 * service for no later time since (any status but cancelled). The row in rebook_reminders (keyed
 * by the appointment) is the once-only rule: another instance inserting the same row waits for
 * this transaction, then inserts nothing (ON CONFLICT DO NOTHING) and so queues nothing.
 */
async function remindBatch(
  db: Db,
  now: Date,
  publicUrl: string,
): Promise<{ sent: number; more: boolean }> {
  return db.transaction(async (tx) => {
    const nowSql = sql`${now.toISOString()}::timestamptz`;
    const due = await tx
      .select({
        appointmentId: appointments.id,
        // The joined client's id: a completed visit always has one (only a hold has none).
        clientId: clients.id,
        startsAt: appointments.startsAt,
        serviceName: services.name,
        serviceSlug: services.slug,
        clientName: clientDirectory.fullName,
        clientEmail: clientDirectory.email,
      })
      .from(appointments)
      .innerJoin(services, eq(services.id, appointments.serviceId))
      .innerJoin(clients, eq(clients.id, appointments.clientId))
      .innerJoin(clientDirectory, eq(clientDirectory.id, appointments.clientId))
      .where(
        and(
          eq(appointments.status, 'completed'),
          isNotNull(services.rebookAfterDays),
          sql`${dueAt} <= ${nowSql}`,
          sql`${dueAt} > ${nowSql} - make_interval(days => ${REBOOK_REMINDER_LATE_DAYS})`,
          eq(clients.rebookReminders, true),
          isNull(clients.erasedAt),
          isNotNull(clientDirectory.email),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(rebookReminders)
              .where(eq(rebookReminders.appointmentId, appointments.id)),
          ),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(later)
              .where(
                and(
                  eq(later.clientId, appointments.clientId),
                  eq(later.serviceId, appointments.serviceId),
                  ne(later.status, 'cancelled'),
                  sql`${later.startsAt} > ${appointments.startsAt}`,
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(appointments.startsAt))
      .limit(BATCH);

    let sent = 0;
    for (const visit of due) {
      // The link's token is minted as it is sent: only its hash is kept.
      const token = newLinkToken();
      const [claimed] = await tx
        .insert(rebookReminders)
        .values({
          appointmentId: visit.appointmentId,
          clientId: visit.clientId,
          tokenHash: hashLinkToken(token),
          sentAt: now,
        })
        .onConflictDoNothing({ target: rebookReminders.appointmentId })
        .returning({ appointmentId: rebookReminders.appointmentId });
      if (!claimed) continue;
      await enqueueMail(
        tx,
        rebookReminderEmail({ ...visit, clientEmail: visit.clientEmail! }, token, publicUrl),
        [visit.clientId, visit.appointmentId],
      );
      sent += 1;
    }
    return { sent, more: due.length === BATCH };
  });
}

/** Queues every rebooking reminder due at `now` (the app's clock); answers how many went. */
export async function sendDueRebookReminders(
  db: Db,
  now: Date,
  options: { publicUrl: string },
): Promise<number> {
  let total = 0;
  for (;;) {
    const { sent, more } = await remindBatch(db, now, options.publicUrl);
    total += sent;
    if (!more) return total;
  }
}

/**
 * The e-mail's 'Unsubscribe': turns rebooking reminders off for the client the link was sent to.
 * Answers false for a token no e-mail carried (or one of an erased client, whose rows are gone).
 */
export async function unsubscribeFromRebookReminders(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .update(clients)
    .set({ rebookReminders: false })
    .where(
      eq(
        clients.id,
        sql`(select ${rebookReminders.clientId} from ${rebookReminders} where ${rebookReminders.tokenHash} = ${hashLinkToken(token)})`,
      ),
    )
    .returning({ id: clients.id });
  return row !== undefined;
}
