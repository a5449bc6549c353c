import { and, asc, eq, gt, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import { LIVE_STATUSES } from '@shared/booking';
import { isSmsDaytime, type ReminderLead, reminderLeads } from '@shared/reminders';
import { PHONE_SEPARATORS, UK_MOBILE_DIGITS, ukMobileNumber } from '@shared/sms-consent';
import type { Db } from '../../../db/client';
import { profiles } from '../../../db/schema/auth';
import { appointments } from '../../../db/schema/booking';
import { appointmentDeposits } from '../../../db/schema/deposits';
import { appointmentReminders } from '../../../db/schema/reminders';
import { bookedClientId } from '../diary/diary.service';
import { enqueueMail, mailWith } from '../../../mail/mail-queue';
import { getSalonSettings } from '../../../domain/salon-settings';
import { enqueueSms } from '../../../domain/sms-queue';
import { emailAppointment, emailClient } from '../online/booking.service';
import { bookingReminderEmail, bookingReminderSms } from '../core/booking-emails';

type Channel = 'email' | 'sms';

/** Appointments claimed per transaction; a round takes at most MAX_BATCHES of them per reminder. */
const BATCH = 50;
const MAX_BATCHES = 20;

export interface ReminderOptions {
  publicUrl: string;
  /** Whether an SMS provider is configured. */
  sms: boolean;
}

/**
 * Queues every reminder due at `now` (the app's clock): for each reminder the owner set (the
 * first, and the optional second), an e-mail to every client whose live appointment starts within
 * its lead time, and an SMS to those who opted in with a UK mobile they verified, in the daytime
 * only. An SMS due at night is simply not due yet: the first round from 08:00 sends it if the start
 * is still ahead.
 */
export async function sendDueReminders(
  db: Db,
  now: Date,
  options: ReminderOptions,
): Promise<{ email: number; sms: number }> {
  const { reminders } = await getSalonSettings(db);
  const sent = { email: 0, sms: 0 };
  for (const lead of reminderLeads(reminders)) {
    sent.email += await drain(() => remindBatch(db, now, 'email', lead, options.publicUrl));
    if (options.sms && isSmsDaytime(now)) {
      sent.sms += await drain(() => remindBatch(db, now, 'sms', lead, options.publicUrl));
    }
  }
  return sent;
}

async function drain(batch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (let i = 0; i < MAX_BATCHES; i += 1) {
    const count = await batch();
    total += count;
    if (count < BATCH) break;
  }
  return total;
}

/**
 * The profile's phone as ukMobileNumber() writes it (+447…), or null for any other number: the
 * regular expression's one capturing group is the nine digits after 07 / +447.
 */
const profileMobile = sql<
  string | null
>`'+447' || substring(regexp_replace(${profiles.phone}, ${PHONE_SEPARATORS.source}, '', 'g') from ${UK_MOBILE_DIGITS.source})`;

/**
 * The client opted in to SMS on their profile, gave a UK mobile number there, and proved that very
 * number with a code (issue 27): a number typed on a profile may be anyone's.
 */
const smsConsent = (db: Db) =>
  db
    .select({ one: sql`1` })
    .from(profiles)
    .where(
      and(
        eq(profiles.userId, appointments.userId),
        eq(profiles.smsReminders, true),
        sql`${profiles.smsVerifiedNumber} = ${profileMobile}`,
      ),
    );

/**
 * One transaction: records up to BATCH reminders as sent and queues their messages. The row in
 * appointment_reminders (appointment, channel, reminder, start) is the once-only rule: another
 * instance inserting the same row waits for this transaction and then inserts nothing (ON
 * CONFLICT DO NOTHING), so it queues nothing; a restart finds the row and skips it; a moved
 * appointment has a new start, so a new row. The appointments are read FOR SHARE, so a concurrent
 * cancellation or move either waits for this reminder or is seen by it.
 */
async function remindBatch(
  db: Db,
  now: Date,
  channel: Channel,
  lead: ReminderLead,
  publicUrl: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const dueFrom = new Date(now.getTime() + lead.hours * 3_600_000);
    const due = tx
      .select({
        appointmentId: appointments.id,
        channel: sql<Channel>`${channel}::reminder_channel`.as('channel'),
        ordinal: sql<number>`${lead.ordinal}::smallint`.as('ordinal'),
        startsAt: appointments.startsAt,
        sentAt: sql<Date>`${now.toISOString()}::timestamptz`.as('sent_at'),
      })
      .from(appointments)
      .where(
        and(
          // Bounded by the start (appointments_starts_idx): due, and still ahead.
          gt(appointments.startsAt, now),
          lte(appointments.startsAt, dueFrom),
          inArray(appointments.status, LIVE_STATUSES),
          // A deposit hold is not an appointment yet.
          isNull(appointments.heldUntil),
          // Booked after the reminder was due: the booking's own e-mail says it all.
          lte(
            appointments.createdAt,
            sql`${appointments.startsAt} - make_interval(hours => ${lead.hours})`,
          ),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(appointmentReminders)
              .where(
                and(
                  eq(appointmentReminders.appointmentId, appointments.id),
                  eq(appointmentReminders.channel, channel),
                  eq(appointmentReminders.ordinal, lead.ordinal),
                  eq(appointmentReminders.startsAt, appointments.startsAt),
                ),
              ),
          ),
          channel === 'sms' ? sql`exists ${smsConsent(tx)}` : undefined,
        ),
      )
      .orderBy(asc(appointments.startsAt), asc(appointments.id))
      .limit(BATCH)
      .for('share', { of: appointments });
    const claimed = await tx
      .insert(appointmentReminders)
      .select(due)
      .onConflictDoNothing()
      .returning({ appointmentId: appointmentReminders.appointmentId });
    if (claimed.length === 0) return 0;

    const ids = claimed.map((c) => c.appointmentId);
    const recipients = await tx
      .select({
        id: appointments.id,
        clientId: bookedClientId(),
        phone: profiles.phone,
        depositPaidPence: appointmentDeposits.amountPence,
        verifiedNumber: profiles.smsVerifiedNumber,
      })
      .from(appointments)
      .leftJoin(profiles, eq(profiles.userId, appointments.userId))
      .leftJoin(
        appointmentDeposits,
        and(
          eq(appointmentDeposits.appointmentId, appointments.id),
          eq(appointmentDeposits.status, 'paid'),
        ),
      )
      .where(inArray(appointments.id, ids));
    if (channel === 'email') {
      const mails = [];
      for (const r of recipients) {
        const client = await emailClient(tx, r.clientId);
        // A desk client without an e-mail, or an erased record: nobody to write to.
        if (client)
          mails.push(
            mailWith(
              bookingReminderEmail(
                {
                  ...(await emailAppointment(tx, r.id)),
                  depositPaidPence: r.depositPaidPence ?? undefined,
                },
                client,
                publicUrl,
              ),
              { about: [r.clientId, r.id] },
            ),
          );
      }
      await enqueueMail(tx, mails);
    } else {
      const salon = await getSalonSettings(tx);
      const texts = [];
      for (const r of recipients) {
        const to = ukMobileNumber(r.phone);
        if (to && to === r.verifiedNumber)
          texts.push({
            to,
            body: bookingReminderSms(await emailAppointment(tx, r.id), salon, publicUrl),
            about: [r.clientId, r.id],
          });
      }
      await enqueueSms(tx, texts, now);
    }
    return claimed.length;
  });
}
